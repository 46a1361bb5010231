import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { jsonRows } from '../upsert-sql.ts';
import type { MirrorSource } from './mirror-source.ts';
import { NO_TIMEOUT } from './write-batch.ts';

export type SweepResult = { deleted: number; kept: number };

const PAGE = 10_000;

/** An MBID is gone when neither the entity nor a redirect from it is left in the mirror. */
const PRESENT = {
  release: `select gid::text as gid from release_group where gid = any($1::uuid[])
    union select gid::text from release_group_gid_redirect where gid = any($1::uuid[])`,
  song: `select gid::text as gid from recording where gid = any($1::uuid[])
    union select gid::text from recording_gid_redirect where gid = any($1::uuid[])`,
} as const;

type Kind = keyof typeof PRESENT;

function page(db: Db, kind: Kind, after: number) {
  return selectRows<{ id: number; mbid: string }>(
    db,
    kind === 'release'
      ? sql`select id, mbid::text as mbid from releases where mbid is not null and id > ${after} order by id limit ${PAGE}`
      : sql`select id, mbid::text as mbid from songs where mbid is not null and id > ${after} order by id limit ${PAGE}`,
  );
}

/**
 * Deletes the rows among `ids` that no member used: no check, rating, reaction or For Later
 * entry, log, list entry, recommendation, staff history or listen points at them (nor, for a song,
 * a track of a release the catalog keeps). The others stay as they are (import/README.md,
 * "Loading from a MusicBrainz mirror").
 */
function deleteUnused(db: Db, kind: Kind, ids: readonly number[]) {
  const list = sql`(select (jsonb_array_elements_text(${jsonRows(ids)}))::int)`;
  return selectRows<{ id: number }>(
    db,
    kind === 'release'
      ? sql`delete from releases r where r.id in ${list}
          and not exists (select 1 from user_releases x where x.release_id = r.id)
          and not exists (select 1 from logs x where x.release_id = r.id)
          and not exists (select 1 from list_items x where x.release_id = r.id)
          and not exists (select 1 from recommendations x where x.release_id = r.id)
          and not exists (select 1 from staff_actions x where x.release_id = r.id)
          and not exists (select 1 from listens x where x.release_id = r.id)
          returning r.id`
      : sql`delete from songs s where s.id in ${list}
          and not exists (select 1 from tracks x where x.song_id = s.id)
          and not exists (select 1 from user_songs x where x.song_id = s.id)
          and not exists (select 1 from logs x where x.song_id = s.id)
          and not exists (select 1 from list_items x where x.song_id = s.id)
          and not exists (select 1 from recommendations x where x.song_id = s.id)
          and not exists (select 1 from staff_actions x where x.song_id = s.id)
          and not exists (select 1 from listens x where x.song_id = s.id)
          returning s.id`,
  );
}

/**
 * Walks the catalog's releases and songs that carry an MBID, a page at a time, and finds those
 * MusicBrainz removed (gone from the mirror without a redirect): unused ones are deleted, the
 * ones members used are kept.
 */
export async function sweepRemoved(
  db: Db,
  mirror: MirrorSource,
  onPage: () => Promise<void>,
): Promise<SweepResult> {
  const result: SweepResult = { deleted: 0, kept: 0 };
  for (const kind of ['release', 'song'] as const) {
    let after = 0;
    for (;;) {
      const rows = await page(db, kind, after);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]?.id ?? after);
      const present = await mirror.read((query) =>
        query<{ gid: string }>(PRESENT[kind], [rows.map((r) => r.mbid)]),
      );
      const found = new Set(present.map((p) => p.gid));
      const gone = rows.filter((r) => !found.has(r.mbid)).map((r) => Number(r.id));
      if (gone.length > 0) {
        const deleted = await db.transaction(async (tx) => {
          await tx.execute(NO_TIMEOUT);
          return deleteUnused(tx as Db, kind, gone);
        });
        result.deleted += deleted.length;
        result.kept += gone.length - deleted.length;
      }
      await onPage();
      if (rows.length < PAGE) break;
    }
  }
  return result;
}
