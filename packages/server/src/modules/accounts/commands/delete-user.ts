import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { lists, rateLimitBuckets, users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../errors.ts';
import { bucketKey, RATE_LIMITS } from '../rate-limit.ts';
import { resetEmailSubject } from './send-reset-password-email.ts';

export const PLACEHOLDER_USERNAME = 'deleted-member';

/** The "deleted member" that non-personal lists of deleted accounts are credited to. */
async function placeholderId(tx: Tx): Promise<number> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isPlaceholder, true))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({
      username: PLACEHOLDER_USERNAME,
      email: 'deleted-member@earmark.localhost',
      isPlaceholder: true,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The deleted-member placeholder was not created');
  return created.id;
}

/**
 * Counters elsewhere that count the member's rows, taken back before those rows go: checks and
 * reactions on items, favorites on artists, follower counts, list likes and follows, upvotes, and
 * the list counts of items in the member's personal lists (which are deleted).
 */
function counterCorrections(userId: number) {
  const reactions = (table: string, key: string) =>
    sql.raw(`update ${table === 'user_releases' ? 'releases' : 'songs'} i set
      number_of_checks = number_of_checks - (s.checked_at is not null)::int,
      number_of_likes = number_of_likes - (coalesce(s.reaction = 'LIKED', false))::int,
      number_of_loves = number_of_loves - (coalesce(s.reaction = 'LOVED', false))::int,
      number_of_favorites = number_of_favorites - (coalesce(s.reaction = 'FAVORITED', false))::int
    from ${table} s where s.${key} = i.id and s.user_id = ${userId}`);
  const listCounts = (itemTable: string, key: string) =>
    sql.raw(`update ${itemTable} i set number_of_lists = number_of_lists - c.n
    from (select li.${key} id, count(distinct li.list_id)::int n from list_items li
          join lists l on l.id = li.list_id
          where l.created_by_user_id = ${userId} and l.is_personal and li.${key} is not null
          group by li.${key}) c
    where i.id = c.id`);
  return [
    reactions('user_releases', 'release_id'),
    reactions('user_songs', 'song_id'),
    sql`update artists a set number_of_favorites = number_of_favorites - 1
      from user_artists s where s.artist_id = a.id and s.user_id = ${userId}`,
    sql`update users u set number_of_followers = number_of_followers - 1
      from follows f where f.followee_id = u.id and f.follower_id = ${userId}`,
    sql`update users u set number_of_followees = number_of_followees - 1
      from follows f where f.follower_id = u.id and f.followee_id = ${userId}`,
    sql`update lists l set number_of_likes = number_of_likes - 1
      from list_likes s where s.list_id = l.id and s.user_id = ${userId}`,
    sql`update lists l set number_of_follows = number_of_follows - 1
      from list_follows s where s.list_id = l.id and s.user_id = ${userId}`,
    sql`update logs l set
        review_upvote_count = review_upvote_count - c.reviews,
        gratitude_upvote_count = gratitude_upvote_count - c.gratitudes
      from (select log_id, count(*) filter (where type = 'review')::int reviews,
              count(*) filter (where type = 'gratitude')::int gratitudes
            from log_upvotes where user_id = ${userId} group by log_id) c
      where l.id = c.log_id`,
    listCounts('releases', 'release_id'),
    listCounts('songs', 'song_id'),
  ];
}

/**
 * Deletes a member and everything they created, in one transaction. Their non-personal lists
 * (reproductions of someone else's list) stay, credited to the deleted-member placeholder;
 * every other row of theirs goes, through the foreign keys' cascades.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        isPlaceholder: users.isPlaceholder,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', 'That member does not exist.');
    if (user.isPlaceholder)
      throw new AppError('FORBIDDEN', 'The deleted-member placeholder cannot be deleted.');
    for (const statement of counterCorrections(userId)) await tx.execute(statement);
    const placeholder = await placeholderId(tx);
    const kept = await tx
      .update(lists)
      .set({ createdByUserId: placeholder })
      .where(and(eq(lists.createdByUserId, userId), eq(lists.isPersonal, false)))
      .returning({ id: lists.id });
    if (kept.length > 0) {
      await tx
        .update(users)
        .set({ numberOfLists: sql`${users.numberOfLists} + ${kept.length}` })
        .where(eq(users.id, placeholder));
    }
    await tx.delete(lists).where(eq(lists.createdByUserId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(rateLimitBuckets).where(
      inArray(rateLimitBuckets.key, [
        bucketKey(RATE_LIMITS.loginPerAccount, userId),
        bucketKey(RATE_LIMITS.loginPerAccount, `name:${user.username.toLowerCase()}`),
        bucketKey(RATE_LIMITS.loginPerAccount, `name:${user.email.toLowerCase()}`),
        bucketKey(RATE_LIMITS.resetEmailPerAddress, resetEmailSubject(user.email)),
        // Fair sharing's database time of the minute (fair-share/window-store.ts).
        `db-ms:member:${userId}`,
      ]),
    );
  });
}
