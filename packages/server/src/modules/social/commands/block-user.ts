import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { lockMemberPair, removeFollow } from './member-pair.ts';

const FIELD = 'username';

/**
 * Blocks a member: any follow between the two ends (both directions, counters moved), and until
 * unblocked the blocked member cannot follow, recommend to, or see the activity of the blocker.
 */
export async function blockUser(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberPair(tx, blockerId, blockedId, FIELD);
    await selectRows(
      tx as Db,
      sql`insert into blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId}) on conflict do nothing`,
    );
    await removeFollow(tx, blockerId, blockedId);
    await removeFollow(tx, blockedId, blockerId);
  });
}

/** Lifts a block (follows that the block ended are not restored). */
export async function unblockUser(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMemberPair(tx, blockerId, blockedId, FIELD);
    await selectRows(
      tx as Db,
      sql`delete from blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
    );
  });
}
