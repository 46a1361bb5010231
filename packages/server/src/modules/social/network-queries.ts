import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { follows, users } from '../../db/schema/index.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import type { UserRow } from '../../graphql/rows.ts';

/**
 * A member's followers or followees, most recent follow first. The total is the member's own
 * counter (moved in the follow's transaction), so a page is one statement.
 */
export async function networkPage(
  db: Db,
  member: UserRow,
  direction: 'followers' | 'followees',
  { offset, limit }: Paging,
): Promise<Page<UserRow>> {
  const followers = direction === 'followers';
  const rows = await db
    .select({ user: users })
    .from(follows)
    .innerJoin(users, eq(users.id, followers ? follows.followerId : follows.followeeId))
    .where(eq(followers ? follows.followeeId : follows.followerId, member.id))
    .orderBy(desc(follows.createdAt), desc(users.id))
    .offset(offset)
    .limit(limit);
  return {
    nodes: rows.map((row) => row.user),
    totalCount: followers ? member.numberOfFollowers : member.numberOfFollowees,
    offset,
  };
}
