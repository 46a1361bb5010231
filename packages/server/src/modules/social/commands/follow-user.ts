import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError } from '../../../errors.ts';
import { lockMemberPair, removeFollow } from './member-pair.ts';

const FIELD = 'followeeUsername';

/**
 * Follows a member, moving both members' counters in the same transaction. Following someone
 * already followed changes nothing; a block between the two refuses (FORBIDDEN).
 */
export async function followUser(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { blocked } = await lockMemberPair(tx, followerId, followeeId, FIELD);
    if (blocked) throw new AppError('FORBIDDEN', 'You cannot follow this member.');
    await selectRows(
      tx as Db,
      sql`with added as (
          insert into follows (follower_id, followee_id) values (${followerId}, ${followeeId})
          on conflict do nothing returning 1
        ), followee as (
          update users set number_of_followers = number_of_followers + 1
          where id = ${followeeId} and exists (select 1 from added)
        )
        update users set number_of_followees = number_of_followees + 1
        where id = ${followerId} and exists (select 1 from added)`,
    );
  });
}

/** Stops following a member; not following them changes nothing. */
export async function unfollowUser(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberPair(tx, followerId, followeeId, FIELD);
    await removeFollow(tx, followerId, followeeId);
  });
}
