import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError, badUserInput } from '../../../errors.ts';

/**
 * Locks both members' rows, in id order, for the rest of the transaction: follows, unfollows and
 * blocks between the same two members then run one after the other, so a follow cannot slip in
 * beside a block, and the counters they move stay exact. FOR NO KEY UPDATE, not FOR UPDATE: a
 * friend's check writing feed rows that name either member (their foreign key takes FOR KEY SHARE)
 * must pass it, or the two deadlock (migration 0029). Refuses acting on oneself and an unknown
 * member, and answers whether either has blocked the other.
 */
export async function lockMemberPair(
  tx: Tx,
  actorId: number,
  otherId: number,
  field: string,
): Promise<{ blocked: boolean }> {
  if (actorId === otherId) throw badUserInput(field, 'cannot name yourself');
  const locked = await selectRows<{ id: number }>(
    tx as Db,
    sql`select id from users where id in (${actorId}, ${otherId}) order by id for no key update`,
  );
  if (locked.length !== 2) throw new AppError('NOT_FOUND', 'That member does not exist.');
  const blocks = await selectRows<{ n: number }>(
    tx as Db,
    sql`select count(*)::int as n from blocks
      where (blocker_id = ${actorId} and blocked_id = ${otherId})
         or (blocker_id = ${otherId} and blocked_id = ${actorId})`,
  );
  return { blocked: (blocks[0]?.n ?? 0) > 0 };
}

/** Removes one follow and moves both members' counters; answers whether there was one. */
export async function removeFollow(tx: Tx, followerId: number, followeeId: number): Promise<boolean> {
  const removed = await selectRows<{ n: number }>(
    tx as Db,
    sql`with gone as (
        delete from follows where follower_id = ${followerId} and followee_id = ${followeeId} returning 1
      ), followee as (
        update users set number_of_followers = number_of_followers - 1
        where id = ${followeeId} and exists (select 1 from gone)
      ), follower as (
        update users set number_of_followees = number_of_followees - 1
        where id = ${followerId} and exists (select 1 from gone)
      )
      select count(*)::int as n from gone`,
  );
  return (removed[0]?.n ?? 0) > 0;
}
