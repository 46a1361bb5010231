import { type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';

/**
 * Profile privacy (Settings → Account → Private profile): a private member's listening (checks,
 * ratings, reactions, For Later, reflections) is seen only by the member and their friends (two
 * members who follow each other). Lists, follows and the profile's own details stay public.
 */

/** Whether the viewer may see this member's listening; batched through the follow loaders. */
export async function canSeeListening(
  ctx: Context,
  user: { id: number; isPrivate: boolean },
): Promise<boolean> {
  if (!user.isPrivate || ctx.viewer?.id === user.id) return true;
  if (!ctx.viewer) return false;
  const [follows, followed] = await Promise.all([
    ctx.loaders.accounts.viewerFollows.load(user.id),
    ctx.loaders.accounts.followsViewer.load(user.id),
  ]);
  return follows !== null && followed !== null;
}

/**
 * The same rule in SQL, for reads that gather many members' listening (feeds, an item's logs):
 * true for rows whose member (the `userId` column) the viewer may see.
 */
export function listeningVisibleTo(userId: SQL | unknown, viewerId: number | null): SQL {
  const publicMember = sql`not exists (select 1 from users private_member where private_member.id = ${userId} and private_member.is_private)`;
  if (viewerId === null) return sql`(${publicMember})`;
  return sql`(${publicMember} or ${userId} = ${viewerId} or (
    exists (select 1 from follows f_out where f_out.follower_id = ${viewerId} and f_out.followee_id = ${userId})
    and exists (select 1 from follows f_in where f_in.follower_id = ${userId} and f_in.followee_id = ${viewerId})))`;
}
