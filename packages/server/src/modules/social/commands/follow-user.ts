import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError } from '../../../errors.ts';
import { lockMemberPair, removeFollow } from './member-pair.ts';

const FIELD = 'followeeUsername';

/**
 * Follows a member, moving both members' counters in the same transaction, and tells the followee
 * (a FOLLOWED notification). Following someone already followed changes nothing; a block between
 * the two refuses (FORBIDDEN). Following again after unfollowing notifies again only if the first
 * notification went unseen (unfollowing took it back); a seen one stays the only one.
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
        ), note as (
          insert into notifications (user_id, kind, actor_id)
          select ${followeeId}, 'FOLLOWED', ${followerId} where exists (select 1 from added)
          on conflict do nothing
        )
        update users set number_of_followees = number_of_followees + 1
        where id = ${followerId} and exists (select 1 from added)`,
    );
  });
}

/**
 * Stops following a member; not following them changes nothing. The follow's notification goes
 * with it while the followee has not seen it.
 */
export async function unfollowUser(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberPair(tx, followerId, followeeId, FIELD);
    if (await removeFollow(tx, followerId, followeeId))
      await tx.execute(
        sql`delete from notifications where user_id = ${followeeId} and kind = 'FOLLOWED'
          and actor_id = ${followerId} and viewed_at is null`,
      );
  });
}
