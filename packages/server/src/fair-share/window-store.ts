import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';

/** One client's database time in the current window, as every node has reported it. */
export type WindowTotal = { key: string; ms: number; resetAt: Date };

/**
 * Adds each client's database time since the last flush to its window in the database
 * (`rate_limit_buckets`, key `db-ms:<client>`), shared by every API node, in one statement, and
 * answers the windows' totals. A window ends `windowMs` after its first charge.
 */
export async function addToWindows(
  db: Db,
  charges: { key: string; ms: number }[],
  windowMs: number,
  now: Date,
): Promise<WindowTotal[]> {
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const rows = await selectRows<{ key: string; hits: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_buckets as bucket (key, hits, reset_at)
    select 'db-ms:' || charge.key, charge.ms, ${resetAt}::timestamptz
    from json_to_recordset(${JSON.stringify(charges)}::json) as charge(key text, ms int)
    -- A member deleted since (deleteUser removes their window) leaves no new one behind. The lock
    -- orders this with a deletion under way: it waits for it (and then sees no member), or the
    -- deletion waits for this statement (and then removes the window it wrote).
    where charge.key not like 'member:%'
       or exists (select 1 from users where users.id = substr(charge.key, 8)::int for key share)
    on conflict (key) do update set
      hits = case when bucket.reset_at <= ${now.toISOString()}::timestamptz then excluded.hits
                  else bucket.hits + excluded.hits end,
      reset_at = case when bucket.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at
                      else bucket.reset_at end
    returning bucket.key, bucket.hits, bucket.reset_at`,
  );
  return rows.map((row) => ({
    key: row.key.slice('db-ms:'.length),
    ms: Number(row.hits),
    resetAt: new Date(row.reset_at),
  }));
}
