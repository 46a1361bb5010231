import { sql } from 'drizzle-orm';
import type { Db } from './open-db.ts';
import { selectRows } from './select-rows.ts';

/**
 * How far one replica trails the primary, measured against the primary's own WAL position rather
 * than the replica's last replay time alone: an idle primary writes nothing, so a replica that is
 * fully caught up can show a replay time minutes old.
 *
 * Each check reads the primary's current LSN, then asks the replica whether it has replayed it.
 * `visibleAsOf` is when the newest primary position the replica has replayed was read: everything
 * committed before that time is on the replica. `behindSince` is when the replica was first seen
 * behind a position it has still not replayed: its lag is at least now minus that.
 */
export type ReplicaProgress = {
  visibleAsOf: number;
  /** The primary position the replica was first seen behind, and when; undefined when caught up. */
  pending: { lsn: string; at: number } | undefined;
};

export type ReplicaReading = { lagMs: number; progress: ReplicaProgress };

type ReplayRow = { standby: boolean; past_current: boolean | null; past_pending: boolean | null };

/** One check of one replica; throws when either server cannot answer. */
export async function readReplicaLag(
  primary: Db,
  replica: Db,
  progress: ReplicaProgress,
): Promise<ReplicaReading> {
  const sampledAt = Date.now();
  const [current] = await selectRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
  if (!current) throw new Error('the primary answered no WAL position');
  const pendingLsn = progress.pending?.lsn ?? current.lsn;
  const [row] = await selectRows<ReplayRow>(
    replica,
    sql`select pg_is_in_recovery() as standby,
      pg_last_wal_replay_lsn() >= ${current.lsn}::pg_lsn as past_current,
      pg_last_wal_replay_lsn() >= ${pendingLsn}::pg_lsn as past_pending`,
  );
  if (!row) throw new Error('the replica answered nothing');
  const now = Date.now();
  // Not in recovery: a promoted or stand-alone server, as current as it can be.
  if (!row.standby || row.past_current)
    return { lagMs: 0, progress: { visibleAsOf: sampledAt, pending: undefined } };
  // Behind the current position: still behind the one it was first seen behind, or a new one.
  const pending =
    progress.pending && !row.past_pending ? progress.pending : { lsn: current.lsn, at: sampledAt };
  const visibleAsOf = progress.pending && row.past_pending ? progress.pending.at : progress.visibleAsOf;
  return { lagMs: now - pending.at, progress: { visibleAsOf, pending } };
}
