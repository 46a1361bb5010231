import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';

/**
 * Work for the staff pages in the demo: most of the catalog is matched to MusicBrainz and
 * verified, but every 25th release and recording waits to be matched (no mbid, no MusicBrainz
 * link) and every 20th match waits to be verified.
 */
export async function seedStaffQueues(db: Tx): Promise<void> {
  for (const table of [sql`releases`, sql`songs`]) {
    await db.execute(sql`update ${table} set mb_verified = (id % 20 <> 0) where mbid is not null`);
    await db.execute(
      sql`update ${table} set mbid = null, mb_verified = false,
          data_sources = coalesce((select jsonb_agg(s) from jsonb_array_elements(data_sources) s
            where s->>'type' <> 'MUSICBRAINZ'), '[]'::jsonb)
        where id % 25 = 0`,
    );
  }
}
