import { statsYearBounds } from '@earmark/shared';
import type { Context } from '../../context.ts';
import type { UserRow } from '../../db/rows.ts';
import { AppError, badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { UserRef } from '../../graphql/refs.ts';
import { userByUsername } from '../accounts/index.ts';
import { type MemberStatsNumbers, memberStats } from './member-stats-query.ts';
import { StatsSummaryRef, YearReviewRef } from './stats-types.ts';
import { type HiddenReason, statsAccess } from './visibility.ts';
import { type YearReviewNumbers, yearReview } from './year-review-query.ts';

const HiddenReasonEnum = builder.enumType('StatsHiddenReason', {
  description:
    'Why a member’s stats are not shown: they turned them off, a private profile, or not available to you.',
  values: ['HIDDEN_BY_MEMBER', 'PRIVATE_PROFILE', 'NOT_AVAILABLE'] as const,
});

type Page<T> = {
  user: UserRow;
  year: number | null;
  hiddenReason: HiddenReason | null;
  onlyYouSee: boolean;
  numbers: T | null;
};

const MemberStatsRef = builder.objectRef<Page<MemberStatsNumbers>>('MemberStats').implement({
  description: 'A member’s stats for a year or all time; summary is null when hidden from the viewer.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (s) => s.user }),
    year: t.exposeInt('year', { nullable: true, description: 'Null for all time.' }),
    hiddenReason: t.field({ type: HiddenReasonEnum, nullable: true, resolve: (s) => s.hiddenReason }),
    onlyYouSee: t.exposeBoolean('onlyYouSee', {
      description: 'The member looks at their own stats, which they hide from others.',
    }),
    years: t.intList({
      description: 'The years with activity, newest first (the year selector).',
      resolve: (s) => s.numbers?.years ?? [],
    }),
    summary: t.field({ type: StatsSummaryRef, nullable: true, resolve: (s) => s.numbers }),
  }),
});

const YearInReviewRef = builder.objectRef<Page<YearReviewNumbers>>('YearInReview').implement({
  description:
    'A member’s year in review against the year before; review is null when hidden from the viewer.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (s) => s.user }),
    year: t.int({ resolve: (s) => s.year ?? 0 }),
    hiddenReason: t.field({ type: HiddenReasonEnum, nullable: true, resolve: (s) => s.hiddenReason }),
    onlyYouSee: t.exposeBoolean('onlyYouSee', {
      description: 'The member looks at their own review, which they hide from others.',
    }),
    review: t.field({ type: YearReviewRef, nullable: true, resolve: (s) => s.numbers }),
  }),
});

/** A year from 1900 to next year, else BAD_USER_INPUT naming `year`. */
function checkedYear(year: number): number {
  const { min, max } = statsYearBounds();
  if (!Number.isInteger(year) || year < min || year > max)
    throw badUserInput('year', `must be between ${min} and ${max}`);
  return year;
}

/** The member named, or NOT_FOUND; what the viewer may see of their stats. */
async function memberFor(ctx: Context, username: string) {
  const user = username.length <= 50 ? await userByUsername(ctx.db, username) : undefined;
  if (!user || user.isPlaceholder)
    throw new AppError('NOT_FOUND', `No member is called “${username.slice(0, 50)}”.`);
  ctx.loaders.accounts.user.prime(user.id, user);
  return { user, ...(await statsAccess(ctx, user)) };
}

builder.queryFields((t) => ({
  memberStats: t.field({
    type: MemberStatsRef,
    description: 'A member’s stats (/users/:username/stats) for a year, or all time without one.',
    args: { username: t.arg.string({ required: true }), year: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const year = args.year == null ? null : checkedYear(args.year);
      const member = await memberFor(ctx, args.username);
      const numbers = member.hiddenReason ? null : await memberStats(ctx.db, member.user.id, year);
      return { ...member, year, numbers };
    },
  }),
  yearInReview: t.field({
    type: YearInReviewRef,
    description: 'A member’s year in review (/users/:username/year/:year), compared with the year before.',
    args: { username: t.arg.string({ required: true }), year: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const year = checkedYear(args.year);
      const member = await memberFor(ctx, args.username);
      const numbers = member.hiddenReason ? null : await yearReview(ctx.db, member.user.id, year);
      return { ...member, year, numbers };
    },
  }),
}));
