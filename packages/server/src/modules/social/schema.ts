import { LIMITS } from '@earmark/shared';
import type { ItemRow } from '../../db/rows.ts';
import { builder } from '../../graphql/builder.ts';
import { memberItemKey } from '../../graphql/item-ref.ts';
import { ActivityRef, LogRef, UserRef } from '../../graphql/refs.ts';
import { ItemUnion } from '../../graphql/unions.ts';
import { loadItem } from '../catalog/index.ts';
import { canSeeListening } from '../shared/index.ts';
import { memberActivity } from './queries.ts';
import './recommendation-schema.ts';
import './follow-schema.ts';
import './inbox-schema.ts';
import './feed-schema.ts';

ActivityRef.implement({
  description: "A member's check of a release or song, with their rating and latest reflection on it.",
  fields: (t) => ({
    id: t.id({ resolve: (activity) => `${activity.itemType}-${activity.itemId}-${activity.userId}` }),
    date: t.string({ resolve: (activity) => activity.checkedAt.toISOString() }),
    item: t.field({
      type: ItemUnion,
      resolve: (activity, _args, ctx): Promise<ItemRow> =>
        loadItem(ctx, { type: activity.itemType, id: activity.itemId }),
    }),
    rating: t.exposeFloat('rating', { nullable: true }),
    user: t.field({
      type: UserRef,
      resolve: async (activity, _args, ctx) => {
        const user = await ctx.loaders.accounts.user.load(activity.userId);
        if (!user) throw new Error('Activity of a missing user');
        return user;
      },
    }),
    log: t.field({
      type: LogRef,
      nullable: true,
      resolve: async (activity, _args, ctx) => {
        const key = memberItemKey(activity.userId, activity.itemType, activity.itemId);
        return (await ctx.loaders.reflections.memberItemLogs.load(key))[0] ?? null;
      },
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  isFollowedByCurrentUser: t.boolean({
    resolve: async (user, _args, ctx) => (await ctx.loaders.accounts.viewerFollows.load(user.id)) !== null,
  }),
  isFollowingCurrentUser: t.boolean({
    resolve: async (user, _args, ctx) => (await ctx.loaders.accounts.followsViewer.load(user.id)) !== null,
  }),
  isFriendsWithCurrentUser: t.boolean({
    description: 'The member and the signed-in member follow each other.',
    resolve: async (user, _args, ctx) => {
      const [follows, followed] = await Promise.all([
        ctx.loaders.accounts.viewerFollows.load(user.id),
        ctx.loaders.accounts.followsViewer.load(user.id),
      ]);
      return follows !== null && followed !== null;
    },
  }),
  recentActivity: t.field({
    type: [ActivityRef],
    args: { limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }) },
    description:
      'The member’s latest checks; empty for a member they have blocked, and for a private profile the viewer is not a friend of.',
    resolve: async (user, args, ctx) => {
      if ((await ctx.loaders.social.blockedViewer.load(user.id)) !== null) return [];
      if (!(await canSeeListening(ctx, user))) return [];
      return memberActivity(
        ctx.db,
        user.id,
        Math.min(Math.max(args.limit ?? LIMITS.activityPageSize, 1), LIMITS.maxPageSize),
      );
    },
  }),
}));
