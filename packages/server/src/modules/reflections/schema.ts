import type { Context } from '../../context.ts';
import type { ItemRow, LogRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { ItemTypeEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { LogRef, UserRef } from '../../graphql/refs.ts';
import { ItemUnion } from '../../graphql/unions.ts';
import { canSeeListening } from '../shared/index.ts';
import { dateFull, dateText } from './log-dates.ts';
import { recentReviews } from './queries.ts';
import './item-logs-schema.ts';
import './log-mutations.ts';
import './user-logs.ts';

const LogUpvoteCountsRef = builder
  .objectRef<{ review: number; gratitude: number }>('LogUpvoteCounts')
  .implement({
    fields: (t) => ({ review: t.exposeInt('review'), gratitude: t.exposeInt('gratitude') }),
  });
const LogUpvoteFlagsRef = builder
  .objectRef<{ review: boolean; gratitude: boolean }>('LogUpvoteFlags')
  .implement({
    fields: (t) => ({ review: t.exposeBoolean('review'), gratitude: t.exposeBoolean('gratitude') }),
  });

const hasText = (value: string | null) => value !== null && value.trim() !== '';

export const logLink = (id: number) => `/reflections/${id}`;

async function loadItem(log: LogRow, ctx: Context): Promise<ItemRow> {
  const item =
    log.releaseId !== null
      ? await ctx.loaders.catalog.release.load(log.releaseId)
      : await ctx.loaders.catalog.song.load(log.songId ?? 0);
  if (!item) throw new Error(`Log ${log.id} points at a missing item`);
  return item;
}

LogRef.implement({
  description: 'A reflection: a diary entry on one listen, optionally with writing.',
  fields: (t) => ({
    id: t.exposeID('id'),
    item: t.field({ type: ItemUnion, resolve: (log, _args, ctx) => loadItem(log, ctx) }),
    itemId: t.id({ resolve: (log) => log.releaseId ?? log.songId ?? 0 }),
    itemType: t.field({ type: ItemTypeEnum, resolve: (log) => log.itemType }),
    user: t.field({
      type: UserRef,
      resolve: async (log, _args, ctx) => {
        const user = await ctx.loaders.accounts.user.load(log.userId);
        if (!user) throw new Error(`Log ${log.id} has no user`);
        return user;
      },
    }),
    link: t.string({ resolve: (log) => logLink(log.id) }),
    rawDate: t.exposeString('date', { nullable: true }),
    dateText: t.string({ nullable: true, resolve: (log) => dateText(log.date) }),
    dateFull: t.string({ nullable: true, resolve: (log) => dateFull(log.date) }),
    createdAt: t.string({ resolve: (log) => log.createdAt.toISOString() }),
    rating: t.exposeFloat('rating', { nullable: true }),
    review: t.exposeString('review', { nullable: true }),
    reviewTitle: t.exposeString('reviewTitle', { nullable: true }),
    gratitude: t.exposeString('gratitude', { nullable: true }),
    hasWriting: t.boolean({ resolve: (log) => hasText(log.review) || hasText(log.gratitude) }),
    hadChills: t.exposeBoolean('hadChills'),
    listenedBefore: t.exposeBoolean('listenedBefore'),
    wasDeepListen: t.exposeBoolean('wasDeepListen'),
    favorited: t.exposeBoolean('favorited'),
    liked: t.exposeBoolean('liked'),
    loved: t.exposeBoolean('loved'),
    isCurrentUsers: t.boolean({ resolve: (log, _args, ctx) => ctx.viewer?.id === log.userId }),
    currentUserCreated: t.boolean({ resolve: (log, _args, ctx) => ctx.viewer?.id === log.userId }),
    upvoteCount: t.field({
      type: LogUpvoteCountsRef,
      resolve: (log) => ({ review: log.reviewUpvoteCount, gratitude: log.gratitudeUpvoteCount }),
    }),
    currentUserUpvotes: t.field({
      type: LogUpvoteFlagsRef,
      resolve: async (log, _args, ctx) => {
        const upvotes = await ctx.loaders.reflections.viewerUpvotes.load(log.id);
        return {
          review: upvotes.some((upvote) => upvote.type === 'review'),
          gratitude: upvotes.some((upvote) => upvote.type === 'gratitude'),
        };
      },
    }),
  }),
});

const RECENT_REVIEWS = 10;

builder.queryFields((t) => ({
  log: t.field({
    type: LogRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    description: 'A reflection; null when it does not exist or its author’s private profile hides it.',
    resolve: async (_root, args, ctx) => {
      const id = parseId(args.id);
      const log = id === null ? null : await ctx.loaders.reflections.log.load(id);
      const author = log ? await ctx.loaders.accounts.user.load(log.userId) : null;
      return log && author && (await canSeeListening(ctx, author)) ? log : null;
    },
  }),
  recentReviews: t.field({
    type: [LogRef],
    description: 'The latest reflections with a written review.',
    resolve: (_root, _args, ctx) => recentReviews(ctx.readDb, RECENT_REVIEWS, ctx.viewer?.id ?? null),
  }),
}));
