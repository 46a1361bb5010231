import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/int-array.ts';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';

/** Per request: how many of each release's tracks the signed-in member has a listen of. */
export function createListenLoaders(db: Db, viewerId: number | null) {
  return {
    viewerListenedTracks: new DataLoader<number, number>(async (releaseIds) => {
      if (viewerId === null) return releaseIds.map(() => 0);
      const rows = await selectRows<{ release_id: number; n: number }>(
        db,
        sql`select t.release_id, count(distinct t.song_id)::int as n from tracks t
          where t.release_id = any(${intArray(releaseIds)})
            and exists (select 1 from listens l where l.user_id = ${viewerId} and l.song_id = t.song_id)
          group by t.release_id`,
      );
      const counts = new Map(rows.map((row) => [row.release_id, row.n]));
      return releaseIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
