import { type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';

/**
 * Profile privacy (Settings → Account → Private profile): a private member's listening (checks,
 * ratings, reactions, For Later, reflections) is seen only by the member and their friends (two
 * members who follow each other). Lists, follows and the profile's own details stay public.
 * Blocks: a member's listening is never shown to a member they blocked, public profile or not.
 */

/** Whether the viewer may see this member's listening; batched through the follow and block loaders. */
export async function canSeeListening(
  ctx: Context,
  user: { id: number; isPrivate: boolean },
): Promise<boolean> {
  if (ctx.viewer?.id === user.id) return true;
  if (!ctx.viewer) return !user.isPrivate;
  const [blocker, follows, followed] = await Promise.all([
    ctx.loaders.social.blockedViewer.load(user.id),
    user.isPrivate ? ctx.loaders.accounts.viewerFollows.load(user.id) : null,
    user.isPrivate ? ctx.loaders.accounts.followsViewer.load(user.id) : null,
  ]);
  if (blocker !== null) return false;
  return !user.isPrivate || (follows !== null && followed !== null);
}

/**
 * The same rule in SQL, for reads that gather many members' listening (feeds, an item's logs):
 * true for rows whose member (the `userId` column) the viewer may see. The block test is one
 * lookup of the blocks primary key (blocker_id, blocked_id).
 */
export function listeningVisibleTo(userId: SQL | unknown, viewerId: number | null): SQL {
  const publicMember = sql`not exists (select 1 from users private_member where private_member.id = ${userId} and private_member.is_private)`;
  if (viewerId === null) return sql`(${publicMember})`;
  const notBlocked = sql`not exists (select 1 from blocks viewer_blocked
    where viewer_blocked.blocker_id = ${userId} and viewer_blocked.blocked_id = ${viewerId})`;
  return sql`(${userId} = ${viewerId} or (${notBlocked} and (${publicMember} or (
    exists (select 1 from follows f_out where f_out.follower_id = ${viewerId} and f_out.followee_id = ${userId})
    and exists (select 1 from follows f_in where f_in.follower_id = ${userId} and f_in.followee_id = ${viewerId})))))`;
}
