import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/int-array.ts';
import type { Db } from '../../../db/open-db.ts';
import { recommendations } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../errors.ts';
import { ITEM_SQL, type ItemKind } from '../../catalog/index.ts';
import type { RecommendationRow } from '../inbox-queries.ts';

export type RecommendItemInput = {
  recommenderId: number;
  recommendeeIds: number[];
  itemType: ItemKind;
  itemId: number;
  explanation: string | null;
};

/** The most recipients one recommendation may have. */
export const MAX_RECOMMENDEES = 50;

/**
 * Recommends an item to friends (members who follow the recommender and whom the recommender
 * follows), inside the caller's transaction: one recommendation and one notification per
 * recipient. Anyone who is not a friend, or a friend already recommended the item by them (not in
 * friendsToRec), refuses the whole call (FORBIDDEN, nothing written).
 * Answers the new recommendations' ids.
 */
export async function recommendItem(tx: Tx, input: RecommendItemInput): Promise<number[]> {
  const recipients = [...new Set(input.recommendeeIds)];
  if (recipients.length === 0) return [];
  if (recipients.length > MAX_RECOMMENDEES)
    throw new AppError('BAD_USER_INPUT', `recommendeeIds may name at most ${MAX_RECOMMENDEES} members.`, {
      field: 'recommendeeIds',
    });
  // An array literal of whole numbers travels the same on node-postgres and PGlite.
  const idArray = intArray(recipients);
  const friends = await selectRows<{ id: number }>(
    tx,
    sql`select f.followee_id as id from follows f
      join follows back on back.follower_id = f.followee_id and back.followee_id = f.follower_id
      where f.follower_id = ${input.recommenderId} and f.followee_id = any(${idArray})`,
  );
  if (friends.length !== recipients.length)
    throw new AppError('FORBIDDEN', 'You can only recommend to friends (members who follow you back).');
  const column = ITEM_SQL[input.itemType].key;
  // Only friends in friendsToRec: one recommendation of an item per friend, never a repeat.
  const already = await selectRows<{ username: string }>(
    tx,
    sql`select u.username from recommendations r join users u on u.id = r.recipient_id
      where r.recommender_id = ${input.recommenderId} and r.${column} = ${input.itemId}
        and r.recipient_id = any(${idArray})
      order by lower(u.username)`,
  );
  if (already.length > 0)
    throw new AppError(
      'FORBIDDEN',
      `You have already recommended this to ${already.map((row) => `@${row.username}`).join(', ')}.`,
    );
  const created = await selectRows<{ id: number }>(
    tx,
    sql`with recs as (
        insert into recommendations (recipient_id, recommender_id, item_type, ${column}, explanation)
        select recipient, ${input.recommenderId}, ${input.itemType}, ${input.itemId}, ${input.explanation}
        from unnest(${idArray}) as recipient
        returning id, recipient_id
      ), notes as (
        insert into notifications (user_id, kind, actor_id, recommendation_id)
        select recipient_id, 'RECOMMENDED', ${input.recommenderId}, id from recs
      )
      select id from recs order by id`,
  );
  return created.map((row) => row.id);
}

/** recommendItem in its own transaction, answering the new recommendations' rows. */
export async function recommendToFriends(db: Db, input: RecommendItemInput): Promise<RecommendationRow[]> {
  const ids = await db.transaction((tx) => recommendItem(tx, input));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(recommendations)
    .where(sql`${recommendations.id} = any(${intArray(ids)})`)
    .orderBy(recommendations.id);
}
