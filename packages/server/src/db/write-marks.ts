import { sql } from 'drizzle-orm';
import type { Db } from './open-db.ts';
import { rateLimitBuckets } from './schema/index.ts';

/**
 * When a member last wrote, where every API node sees it: a row of the shared key-and-time table
 * (rate_limit_buckets, whose old rows are swept), keyed `last-write:<member id>`, its time the moment
 * the write's request finished (after its commit). The read routing (read-routing.ts) keeps that
 * member's reads on the primary for READ_YOUR_WRITES_SECONDS, and after that on a replica only once
 * the replica has replayed past that moment.
 */
export const LAST_WRITE_PREFIX = 'last-write:';

function lastWriteKey(userId: number): string {
  return `${LAST_WRITE_PREFIX}${userId}`;
}

export async function markMemberWrite(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insert(rateLimitBuckets)
    .values({ key: lastWriteKey(userId), hits: 0, resetAt: at })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: { resetAt: sql`greatest(${rateLimitBuckets.resetAt}, excluded.reset_at)` },
    });
}
