import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/int-array.ts';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../errors.ts';

type LockedRec = { recipientId: number; recommenderId: number | null; respondedAt: Date | null };

/** Locks a recommendation its recipient answers: unknown → NOT_FOUND, someone else's → FORBIDDEN. */
async function lockOwnRec(tx: Tx, memberId: number, recId: number): Promise<LockedRec> {
  const [rec] = await selectRows<LockedRec>(
    tx as Db,
    sql`select recipient_id as "recipientId", recommender_id as "recommenderId", responded_at as "respondedAt"
      from recommendations where id = ${recId} for update`,
  );
  if (!rec) throw new AppError('NOT_FOUND', 'That recommendation does not exist.');
  if (rec.recipientId !== memberId)
    throw new AppError('FORBIDDEN', 'Only the member a recommendation was sent to can answer it.');
  return rec;
}

/**
 * The recipient's response (free text, already checked): stored on the recommendation, and the
 * recommender is notified the first time. Answering again replaces the text.
 */
export async function respondToRec(db: Db, memberId: number, recId: number, response: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rec = await lockOwnRec(tx, memberId, recId);
    await tx.execute(
      sql`update recommendations set response = ${response}, responded_at = now() where id = ${recId}`,
    );
    if (rec.respondedAt === null && rec.recommenderId !== null)
      await tx.execute(
        sql`insert into notifications (user_id, kind, actor_id, recommendation_id)
          values (${rec.recommenderId}, 'RESPONDED', ${memberId}, ${recId})`,
      );
  });
}

/** The recipient declines: the recommendation leaves their Recs For You. Declining twice changes nothing. */
export async function declineRec(db: Db, memberId: number, recId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRec(tx, memberId, recId);
    await tx.execute(
      sql`update recommendations set declined_at = now() where id = ${recId} and declined_at is null`,
    );
  });
}

/**
 * Marks the member's notifications seen: the ones named (those the drawer showed) and every older
 * one. Every id must be one of the member's own notifications, else NOT_FOUND (someone else's
 * answers as a missing one does: it tells nothing about them); then all change, or none.
 */
export async function markNotificationsViewed(db: Db, memberId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const idArray = intArray(unique);
  await db.transaction(async (tx) => {
    const own = await selectRows<{ id: number }>(
      tx as Db,
      sql`select id from notifications where id = any(${idArray}) and user_id = ${memberId}`,
    );
    if (own.length !== unique.length) throw new AppError('NOT_FOUND', 'That notification does not exist.');
    // The drawer shows the newest notifications; closing it marks all of them seen (the spec), so
    // the older ones below what it showed go with them (the bell counted those too, and stayed lit
    // for good past the drawer's 30). One newer than all it showed, arrived meanwhile, stays unseen.
    await tx.execute(
      sql`update notifications set viewed_at = now()
        where user_id = ${memberId} and viewed_at is null and (id = any(${idArray}) or created_at <= (
          select max(created_at) from notifications where id = any(${idArray}) and user_id = ${memberId}))`,
    );
  });
}
