import type { Context } from '../../context.ts';
import type { ItemRow, UserRow } from '../../db/rows.ts';
import { AppError, badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ItemTypeEnum } from '../../graphql/enums.ts';
import { parseId } from '../../graphql/ids.ts';
import { ListRef, UserRef } from '../../graphql/refs.ts';
import { ItemUnion } from '../../graphql/unions.ts';
import { type ItemKind, itemId, loadItem } from '../catalog/index.ts';
import { requireMember } from '../shared/index.ts';
import { MAX_RECOMMENDEES, recommendToFriends } from './commands/recommend-item.ts';
import type { RecommendationRow } from './inbox-queries.ts';
import { memberRatingKey } from './loaders.ts';
import { friendsNotRecommendedTo } from './network-queries.ts';

export type { RecommendationRow };
export const RecommendationRef = builder.objectRef<RecommendationRow>('Recommendation');

const EXPLANATION_MAX = 1_000;

RecommendationRef.implement({
  description: 'An item recommended to a member by a friend, or by a list the member follows.',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.string({ resolve: (rec) => rec.createdAt.toISOString() }),
    explanation: t.exposeString('explanation', { nullable: true }),
    isFriendRec: t.boolean({ resolve: (rec) => rec.recommenderId !== null }),
    item: t.field({
      type: ItemUnion,
      resolve: (rec, _args, ctx): Promise<ItemRow> =>
        loadItem(ctx, { type: rec.itemType, id: rec.releaseId ?? rec.songId ?? 0 }),
    }),
    recommender: t.field({
      type: UserRef,
      nullable: true,
      resolve: (rec, _args, ctx) =>
        rec.recommenderId === null ? null : ctx.loaders.accounts.user.load(rec.recommenderId),
    }),
    recipient: t.field({
      type: UserRef,
      description: 'The member the recommendation was sent to.',
      resolve: async (rec, _args, ctx) => {
        const user = await ctx.loaders.accounts.user.load(rec.recipientId);
        if (!user) throw new Error(`Recommendation ${rec.id} of a missing member`);
        return user;
      },
    }),
    list: t.field({
      type: ListRef,
      nullable: true,
      resolve: (rec, _args, ctx) =>
        rec.sourceListId === null ? null : ctx.loaders.lists.list.load(rec.sourceListId),
    }),
    recommendersRating: t.float({
      nullable: true,
      description: "The recommender's own rating of the item (friend recommendations).",
      resolve: (rec, _args, ctx) =>
        rec.recommenderId === null
          ? null
          : ctx.loaders.social.memberRating.load(
              memberRatingKey(rec.recommenderId, rec.itemType, rec.releaseId ?? rec.songId ?? 0),
            ),
    }),
    userResponse: t.exposeString('response', { nullable: true }),
    userRespondedAt: t.string({ nullable: true, resolve: (rec) => rec.respondedAt?.toISOString() ?? null }),
    declined: t.boolean({ resolve: (rec) => rec.declinedAt !== null }),
  }),
});

/** The member's own page only: someone else's recommendations, friends or notifications are FORBIDDEN. */
export function requireSelf(ctx: Context, user: UserRow, action: string): number {
  const viewerId = requireMember(ctx, action);
  if (viewerId !== user.id) throw new AppError('FORBIDDEN', `Only ${user.username} can see their ${action}.`);
  return viewerId;
}

builder.objectFields(UserRef, (t) => ({
  friendsToRec: t.field({
    type: [UserRef],
    description: "The member's friends who have not yet been recommended this item by them.",
    args: { itemId: t.arg.id({ required: true }), itemType: t.arg({ type: ItemTypeEnum, required: true }) },
    resolve: async (user, args, ctx) => {
      const viewerId = requireSelf(ctx, user, 'friends');
      const id = parseId(args.itemId);
      if (id === null) return [];
      const ids = await friendsNotRecommendedTo(ctx.db, viewerId, { type: args.itemType, id });
      const users = await ctx.loaders.accounts.user.loadMany(ids);
      return users.filter((found): found is UserRow => found !== null && !(found instanceof Error));
    },
  }),
}));

async function recommend(
  ctx: Context,
  type: ItemKind,
  rawItemId: string | number,
  rawRecipients: readonly (string | number)[],
  explanation: string | null | undefined,
): Promise<RecommendationRow[]> {
  const recommenderId = requireMember(ctx, 'recommend music');
  const id = itemId(type, rawItemId);
  const text = explanation?.trim() ? explanation.trim() : null;
  if (text && text.length > EXPLANATION_MAX)
    throw badUserInput(
      'explanation',
      `must be at most ${EXPLANATION_MAX.toLocaleString('en-US')} characters`,
    );
  if (rawRecipients.length === 0) throw badUserInput('recommendeeIds', 'must name at least one friend');
  if (rawRecipients.length > MAX_RECOMMENDEES)
    throw badUserInput('recommendeeIds', `may name at most ${MAX_RECOMMENDEES} members`);
  const recipients = rawRecipients.map((raw) => {
    const parsed = parseId(raw);
    if (parsed === null)
      throw new AppError('FORBIDDEN', 'You can only recommend to friends (members who follow you back).');
    return parsed;
  });
  await loadItem(ctx, { type, id });
  return recommendToFriends(ctx.db, {
    recommenderId,
    recommendeeIds: recipients,
    itemType: type,
    itemId: id,
    explanation: text,
  });
}

builder.mutationFields((t) => ({
  recommendRelease: t.field({
    type: [RecommendationRef],
    args: {
      recommendeeIds: t.arg.idList({ required: true }),
      releaseId: t.arg.id({ required: true }),
      explanation: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      recommend(ctx, 'RELEASE', args.releaseId, args.recommendeeIds, args.explanation),
  }),
  recommendSong: t.field({
    type: [RecommendationRef],
    args: {
      recommendeeIds: t.arg.idList({ required: true }),
      songId: t.arg.id({ required: true }),
      explanation: t.arg.string(),
    },
    resolve: (_root, args, ctx) => recommend(ctx, 'SONG', args.songId, args.recommendeeIds, args.explanation),
  }),
}));
