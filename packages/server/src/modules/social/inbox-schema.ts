import { LIMITS } from '@earmark/shared';
import type { Context } from '../../context.ts';
import { AppError, badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionType, edgeType } from '../../graphql/connection.ts';
import { parseId } from '../../graphql/ids.ts';
import { readPaging } from '../../graphql/paging.ts';
import { LogRef, UserRef } from '../../graphql/refs.ts';
import { requireMember } from '../shared/index.ts';
import { declineRec, markNotificationsViewed, respondToRec } from './commands/answer-rec.ts';
import { latestNotifications, type NotificationRow, receivedRecs, unseenCount } from './inbox-queries.ts';
import { RecommendationRef, type RecommendationRow, requireSelf } from './recommendation-schema.ts';

const RESPONSE_MAX = 1_000;
/** The most notification ids one markNotificationsViewed call may name. */
export const MAX_NOTIFICATION_IDS = 500;
const NOTIFICATIONS_DEFAULT = 30;

const RecommendationConnectionRef = connectionType<RecommendationRow>(
  'RecommendationConnection',
  edgeType<RecommendationRow>('RecommendationEdge', RecommendationRef),
);

const KIND_NAMES = {
  RECOMMENDED: 'REC',
  RESPONDED: 'REC_RESPONSE',
  FOLLOWED: 'FOLLOW',
  UPVOTED: 'UPVOTE',
} as const;
const NotificationKindEnum = builder.enumType('NotificationKind', {
  values: {
    REC: { description: 'A recommendation the member received (rec).' },
    REC_RESPONSE: { description: "A response to the member's recommendation (rec)." },
    FOLLOW: { description: 'A member (user) started following the member.' },
    UPVOTE: { description: "A member (user) upvoted the member's review or gratitude (log, upvoteType)." },
  },
});

const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  description:
    'The bell: something a member did that concerns the member: a recommendation received, a response to one sent, a new follower, an upvote of their writing.',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.string({ resolve: (note) => note.createdAt.toISOString() }),
    viewed: t.boolean({ resolve: (note) => note.viewedAt !== null }),
    kind: t.field({ type: NotificationKindEnum, resolve: (note) => KIND_NAMES[note.kind] }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description:
        'Who did it: the recommender (none for a list), the recipient who responded, the new follower, the upvoter.',
      resolve: (note, _args, ctx) => (note.actorId ? ctx.loaders.accounts.user.load(note.actorId) : null),
    }),
    rec: t.field({
      type: RecommendationRef,
      nullable: true,
      description: 'The recommendation (REC and REC_RESPONSE only).',
      resolve: (note, _args, ctx) =>
        note.recommendationId ? ctx.loaders.social.recommendation.load(note.recommendationId) : null,
    }),
    log: t.field({
      type: LogRef,
      nullable: true,
      description: "The member's log whose writing was upvoted (UPVOTE only).",
      resolve: (note, _args, ctx) => (note.logId ? ctx.loaders.reflections.log.load(note.logId) : null),
    }),
    upvoteType: t.string({
      nullable: true,
      description:
        "Which writing of the log was upvoted, as upvoteLog names it: 'review' or 'gratitude' (UPVOTE only).",
      resolve: (note) => note.upvoteType,
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  recs: t.field({
    type: RecommendationConnectionRef,
    description: 'Recommendations the member received and has not declined, newest first (the member only).',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (user, args, ctx) =>
      receivedRecs(
        ctx.db,
        requireSelf(ctx, user, 'recommendations'),
        readPaging(args, LIMITS.activityPageSize),
      ),
  }),
  recNotifications: t.field({
    type: [NotificationRef],
    description: 'Recommendations received and responses to sent ones, newest first (the member only).',
    args: { limit: t.arg.int({ defaultValue: NOTIFICATIONS_DEFAULT }) },
    resolve: (user, args, ctx) =>
      latestNotifications(
        ctx.db,
        requireSelf(ctx, user, 'notifications'),
        readPaging({ limit: args.limit }, NOTIFICATIONS_DEFAULT).limit,
      ),
  }),
  unseenNotificationsCount: t.int({
    resolve: (user, _args, ctx) => unseenCount(ctx.db, requireSelf(ctx, user, 'notifications')),
  }),
}));

/** Runs an answer to a received recommendation and answers it fresh. */
async function answer(
  ctx: Context,
  rawId: string | number,
  action: string,
  run: (memberId: number, recId: number) => Promise<void>,
): Promise<RecommendationRow> {
  const memberId = requireMember(ctx, action);
  const recId = parseId(rawId);
  if (recId === null) throw new AppError('NOT_FOUND', 'That recommendation does not exist.');
  await run(memberId, recId);
  const rec = await ctx.loaders.social.recommendation.clear(recId).load(recId);
  if (!rec) throw new AppError('NOT_FOUND', 'That recommendation does not exist.');
  return rec;
}

builder.mutationFields((t) => ({
  declineRec: t.field({
    type: RecommendationRef,
    args: { recId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      answer(ctx, args.recId, 'decline recommendations', (memberId, recId) =>
        declineRec(ctx.db, memberId, recId),
      ),
  }),
  respondToRec: t.field({
    type: RecommendationRef,
    args: { recId: t.arg.id({ required: true }), response: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const text = args.response.trim();
      if (text.length === 0 || text.length > RESPONSE_MAX)
        throw badUserInput('response', `must be 1 to ${RESPONSE_MAX.toLocaleString('en-US')} characters`);
      return answer(ctx, args.recId, 'respond to recommendations', (memberId, recId) =>
        respondToRec(ctx.db, memberId, recId, text),
      );
    },
  }),
  markNotificationsViewed: t.boolean({
    description:
      'Marks the named notifications (those the drawer showed) and every older one as seen; one that arrived after them stays unseen.',
    args: { notificationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const memberId = requireMember(ctx, 'see notifications');
      if (args.notificationIds.length > MAX_NOTIFICATION_IDS)
        throw badUserInput('notificationIds', `may name at most ${MAX_NOTIFICATION_IDS} notifications`);
      const ids = args.notificationIds.map((raw) => {
        const id = parseId(raw);
        if (id === null) throw new AppError('NOT_FOUND', 'That notification does not exist.');
        return id;
      });
      await markNotificationsViewed(ctx.db, memberId, ids);
      return true;
    },
  }),
}));
