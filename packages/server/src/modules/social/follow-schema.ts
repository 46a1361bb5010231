import { LIMITS } from '@earmark/shared';
import type { Context } from '../../context.ts';
import type { UserRow } from '../../db/rows.ts';
import { AppError, badUserInput } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { UserConnectionRef } from '../../graphql/connections.ts';
import { readPaging } from '../../graphql/paging.ts';
import { UserRef } from '../../graphql/refs.ts';
import { userByUsername } from '../accounts/index.ts';
import { requireMember } from '../shared/index.ts';
import { blockUser, unblockUser } from './commands/block-user.ts';
import { followUser, unfollowUser } from './commands/follow-user.ts';
import { networkPage, suggestedFollows } from './network-queries.ts';
import { requireSelf } from './recommendation-schema.ts';

/** The member a follow or block names (`field` is the argument naming them). */
async function memberNamed(ctx: Context, field: string, username: string): Promise<UserRow> {
  if (username.trim() === '') throw badUserInput(field, 'is required');
  // No member's name is longer: say so instead of echoing the text back in "no member named".
  if (username.length > LIMITS.usernameMax)
    throw badUserInput(field, `must be at most ${LIMITS.usernameMax} characters long`);
  const user = await userByUsername(ctx.db, username);
  if (!user || user.isPlaceholder) throw new AppError('NOT_FOUND', `There is no member named ${username}.`);
  return user;
}

/** Runs a follow or block command between the viewer and a member, then answers the member fresh. */
async function actOn(
  ctx: Context,
  field: 'followeeUsername' | 'username',
  username: string,
  action: string,
  command: (db: Context['db'], viewerId: number, otherId: number) => Promise<void>,
): Promise<UserRow> {
  const viewerId = requireMember(ctx, action);
  const other = await memberNamed(ctx, field, username);
  await command(ctx.db, viewerId, other.id);
  const { accounts, social } = ctx.loaders;
  for (const loader of [accounts.user, accounts.viewerFollows, accounts.followsViewer])
    loader.clear(other.id);
  for (const loader of [social.viewerBlocked, social.blockedViewer]) loader.clear(other.id);
  const fresh = await accounts.user.load(other.id);
  if (!fresh) throw new AppError('NOT_FOUND', `There is no member named ${username}.`);
  return fresh;
}

builder.mutationFields((t) => ({
  followUser: t.field({
    type: UserRef,
    description: 'Follows a member; answers them with their follow flags and counts.',
    args: { followeeUsername: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      actOn(ctx, 'followeeUsername', args.followeeUsername, 'follow members', followUser),
  }),
  unfollowUser: t.field({
    type: UserRef,
    args: { followeeUsername: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      actOn(ctx, 'followeeUsername', args.followeeUsername, 'unfollow members', unfollowUser),
  }),
  blockUser: t.field({
    type: UserRef,
    description:
      'Blocks a member: follows between you end, and they can no longer follow you, recommend to you or see your activity.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => actOn(ctx, 'username', args.username, 'block members', blockUser),
  }),
  unblockUser: t.field({
    type: UserRef,
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => actOn(ctx, 'username', args.username, 'unblock members', unblockUser),
  }),
}));

builder.objectFields(UserRef, (t) => ({
  followers: t.field({
    type: UserConnectionRef,
    description: 'Members who follow this member, most recent first.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (user, args, ctx) =>
      networkPage(ctx.db, user, 'followers', readPaging(args, LIMITS.activityPageSize)),
  }),
  followees: t.field({
    type: UserConnectionRef,
    description: 'Members this member follows, most recent first.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.activityPageSize }),
    },
    resolve: (user, args, ctx) =>
      networkPage(ctx.db, user, 'followees', readPaging(args, LIMITS.activityPageSize)),
  }),
  suggestedFollows: t.field({
    type: [UserRef],
    description:
      'Members this member might follow (the member only): those who follow them and are not followed back first, then the most followed listeners.',
    args: { limit: t.arg.int({ defaultValue: LIMITS.suggestedFollows }) },
    resolve: (user, args, ctx) => {
      const viewerId = requireSelf(ctx, user, 'suggestions');
      const limit = Math.min(Math.max(args.limit ?? LIMITS.suggestedFollows, 1), 20);
      return suggestedFollows(ctx.db, viewerId, limit);
    },
  }),
  isBlockedByCurrentUser: t.boolean({
    description: 'The signed-in member has blocked this member.',
    resolve: async (user, _args, ctx) => (await ctx.loaders.social.viewerBlocked.load(user.id)) !== null,
  }),
  hasBlockedCurrentUser: t.boolean({
    description: 'This member has blocked the signed-in member (their activity is then hidden).',
    resolve: async (user, _args, ctx) => (await ctx.loaders.social.blockedViewer.load(user.id)) !== null,
  }),
}));
