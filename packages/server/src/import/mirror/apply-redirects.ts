import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { idForMbid, mergeItems } from '../merge-items.ts';
import { jsonRows } from '../upsert-sql.ts';
import type { MirrorSource } from './mirror-source.ts';
import { NO_TIMEOUT } from './write-batch.ts';

/** What the gid redirects did: old rows merged into a survivor, rows that took their survivor's MBID. */
export type RedirectResult = {
  merged: number;
  renamed: number;
  /** Mirror ids of the release groups that survived a merge: their rows are read again. */
  survivors: number[];
  /** The newest redirect seen (ms), for the next run's window. */
  newest: number;
};

type Redirect = { old: string; new: string; new_id: number; created: string };

const PAGE = 10_000;

/** MusicBrainz's redirect table per catalog kind; `song` and `release` merge, artists only follow. */
const KINDS = {
  release: { redirect: 'release_group_gid_redirect', entity: 'release_group', table: 'releases' },
  song: { redirect: 'recording_gid_redirect', entity: 'recording', table: 'songs' },
  artist: { redirect: 'artist_gid_redirect', entity: 'artist', table: 'artists' },
} as const;

type Kind = keyof typeof KINDS;

function redirectsQuery(kind: Kind): string {
  const { redirect, entity } = KINDS[kind];
  return `select r.gid::text as old, n.gid::text as new, n.id as new_id,
      (extract(epoch from r.created) * 1000)::bigint::text as created
    from ${redirect} r join ${entity} n on n.id = r.new_id
    where ($1::timestamptz is null or r.created > $1::timestamptz) and r.gid > $2::uuid
    order by r.gid limit ${PAGE}`;
}

/** The catalog rows (id by MBID) among these MBIDs. */
async function catalogIds(db: Db, kind: Kind, mbids: readonly string[]): Promise<Map<string, number>> {
  const found = await selectRows<{ id: number; mbid: string }>(
    db,
    kind === 'release'
      ? sql`select id, mbid::text as mbid from releases where mbid in (select (jsonb_array_elements_text(${jsonRows(mbids)}))::uuid)`
      : kind === 'song'
        ? sql`select id, mbid::text as mbid from songs where mbid in (select (jsonb_array_elements_text(${jsonRows(mbids)}))::uuid)`
        : sql`select id, mbid::text as mbid from artists where mbid in (select (jsonb_array_elements_text(${jsonRows(mbids)}))::uuid)`,
  );
  return new Map(found.map((r) => [r.mbid, Number(r.id)]));
}

/**
 * An entity MusicBrainz merged (its old MBID now redirects to the survivor): a catalog row under the
 * old MBID takes the survivor's when the catalog has no row for it, else it is merged into the
 * survivor's row (merge-items.ts: members' checks, logs, lists move there). Artists only take the
 * new MBID; an artist whose survivor the catalog also has stays as it is.
 */
async function applyOne(
  db: Db,
  kind: Kind,
  oldId: number,
  newMbid: string,
): Promise<'merged' | 'renamed' | null> {
  return db.transaction(async (tx) => {
    await tx.execute(NO_TIMEOUT);
    const intoId = kind === 'artist' ? await artistId(tx as Db, newMbid) : await idForMbid(tx, kind, newMbid);
    if (intoId !== null && kind !== 'artist') {
      await mergeItems(tx, kind, oldId, intoId);
      return 'merged';
    }
    if (intoId !== null) return null;
    if (kind === 'release')
      await tx.execute(sql`update releases set mbid = ${newMbid}::uuid where id = ${oldId}`);
    else if (kind === 'song')
      await tx.execute(sql`update songs set mbid = ${newMbid}::uuid where id = ${oldId}`);
    else await tx.execute(sql`update artists set mbid = ${newMbid}::uuid where id = ${oldId}`);
    return 'renamed';
  });
}

async function artistId(db: Db, mbid: string): Promise<number | null> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from artists where mbid = ${mbid}::uuid`);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Applies the redirects created after `since` (every one when null), page by page; `onPage` runs
 * after each page (the run extends its lease there).
 */
export async function applyRedirects(
  db: Db,
  mirror: MirrorSource,
  since: Date | null,
  onPage: () => Promise<void>,
): Promise<RedirectResult> {
  const result: RedirectResult = { merged: 0, renamed: 0, survivors: [], newest: 0 };
  for (const kind of ['release', 'song', 'artist'] as const) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await mirror.read((query) => query<Redirect>(redirectsQuery(kind), [since, after]));
      if (page.length === 0) break;
      after = page[page.length - 1]?.old ?? after;
      const ids = await catalogIds(
        db,
        kind,
        page.map((r) => r.old),
      );
      for (const redirect of page) {
        result.newest = Math.max(result.newest, Number(redirect.created));
        const oldId = ids.get(redirect.old);
        if (oldId === undefined) continue;
        if (kind === 'release') result.survivors.push(redirect.new_id);
        const done = await applyOne(db, kind, oldId, redirect.new);
        if (done) result[done] += 1;
      }
      await onPage();
      if (page.length < PAGE) break;
    }
  }
  return result;
}
