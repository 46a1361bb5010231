import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';

/**
 * One mirror run at a time across every process and node on the database: a lease row in
 * import_checkpoints whose position is the time (the database's clock, ms) it runs out. Taking it
 * is one conditional upsert; the holder extends it after each batch; a run that died lets it
 * lapse. No transaction stays open for the run's length.
 */
const LEASE = 'musicbrainz-mirror:lease';
export const LEASE_MS = 15 * 60_000;

const dbNow = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export type Lease = { until: number };

/** The lease, or null when another run holds it. */
export async function takeLease(db: Db): Promise<Lease | null> {
  const rows = await selectRows<{ position: string | number }>(
    db,
    sql`insert into import_checkpoints (source, position) values (${LEASE}, ${dbNow} + ${LEASE_MS})
      on conflict (source) do update set position = excluded.position, updated_at = now()
      where import_checkpoints.position < ${dbNow}
      returning position`,
  );
  const row = rows[0];
  return row ? { until: Number(row.position) } : null;
}

export class LeaseLostError extends Error {}

/** Extends the lease; throws when it ran out and another run took it. */
export async function renewLease(db: Db, lease: Lease): Promise<void> {
  const rows = await selectRows<{ position: string | number }>(
    db,
    sql`update import_checkpoints set position = ${dbNow} + ${LEASE_MS}, updated_at = now()
      where source = ${LEASE} and position = ${lease.until} returning position`,
  );
  const row = rows[0];
  if (!row)
    throw new LeaseLostError('another MusicBrainz mirror run took over (this one was paused past its lease)');
  lease.until = Number(row.position);
}

export async function releaseLease(db: Db, lease: Lease): Promise<void> {
  await db.execute(
    sql`update import_checkpoints set position = 0, updated_at = now()
      where source = ${LEASE} and position = ${lease.until}`,
  );
}
