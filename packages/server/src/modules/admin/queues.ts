import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Tx } from '../../db/transaction.ts';

/** The four staff queues: match releases or recordings to MusicBrainz, and verify those matches. */
export const QUEUES = {
  MATCH_RELEASE: { table: sql`releases`, waiting: sql`i.mbid is null and not i.mb_created` },
  MATCH_RECORDING: { table: sql`songs`, waiting: sql`i.mbid is null` },
  VERIFY_RELEASE: { table: sql`releases`, waiting: sql`i.mbid is not null and not i.mb_verified` },
  VERIFY_RECORDING: { table: sql`songs`, waiting: sql`i.mbid is not null and not i.mb_verified` },
} as const satisfies Record<string, { table: SQL; waiting: SQL }>;
export type Queue = keyof typeof QUEUES;

/** How long a staff member holds a queue item they were given. */
export const CLAIM_MINUTES = 15;

/**
 * The staff member's next item in a queue, held for them for CLAIM_MINUTES: the one they already
 * hold if it still waits, else the first waiting item nobody else holds. The candidate row is
 * locked with FOR UPDATE SKIP LOCKED, so two staff asking at the same moment get different items.
 */
export async function claimNext(db: Db, userId: number, queue: Queue): Promise<number | null> {
  const { table, waiting } = QUEUES[queue];
  return db.transaction(async (tx) => {
    const [held] = await selectRows<{ id: number }>(
      tx,
      sql`select i.id from staff_claims c join ${table} i on i.id = c.item_id
        where c.queue = ${queue} and c.user_id = ${userId} and c.expires_at > now() and ${waiting}
        order by i.id limit 1 for update of i skip locked`,
    );
    const [next] = held
      ? [held]
      : await selectRows<{ id: number }>(
          tx,
          sql`select i.id from ${table} i
            where ${waiting} and not exists (select 1 from staff_claims c where c.queue = ${queue}
              and c.item_id = i.id and c.expires_at > now() and c.user_id <> ${userId})
            order by i.id limit 1 for update of i skip locked`,
        );
    if (!next) return null;
    await hold(tx, userId, queue, next.id);
    return next.id;
  });
}

async function hold(tx: Tx, userId: number, queue: Queue, itemId: number) {
  await tx.execute(
    sql`insert into staff_claims (queue, item_id, user_id, expires_at)
      values (${queue}, ${itemId}, ${userId}, now() + ${`${CLAIM_MINUTES} minutes`}::interval)
      on conflict (queue, item_id) do update set user_id = excluded.user_id, expires_at = excluded.expires_at`,
  );
}

/** How many items wait in a queue. */
export async function waitingCount(db: Db, queue: Queue): Promise<number> {
  const { table, waiting } = QUEUES[queue];
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${table} i where ${waiting}`,
  );
  return row?.n ?? 0;
}

/** Lets go of an item once it has been worked (or was handled by someone else). */
export async function release(tx: Tx, queue: Queue, itemId: number): Promise<void> {
  await tx.execute(sql`delete from staff_claims where queue = ${queue} and item_id = ${itemId}`);
}
