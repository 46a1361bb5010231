import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import type { TrackRecord } from './records.ts';
import {
  type Column,
  deletePastCount,
  firstByKey,
  insertPartialTracks,
  insertRows,
  jsonRows,
  updateIfChanged,
} from './upsert-sql.ts';

export type ReleaseTracks = { releaseId: number; tracks: readonly TrackRecord[] };

export const COLUMNS: readonly Column[] = [
  ['release_id', 'int'],
  ['position', 'smallint'],
  ['song_id', 'int'],
  ['disc_number', 'smallint'],
  ['number', 'text'],
  ['kind', 'track_kind'],
  ['title', 'text'],
  ['duration_ms', 'int'],
];

const UPSERT = `${updateIfChanged('release_id, position', 'tracks', [
  'song_id',
  'disc_number',
  'number',
  'kind',
  'title',
  'duration_ms',
])} returning release_id as owner`;

function trackRows(lists: readonly ReleaseTracks[], songIds: Map<string, number>) {
  return lists.flatMap(({ releaseId, tracks }) =>
    tracks.map((t) => {
      const songId = songIds.get(t.song.mbid);
      if (songId === undefined) throw new Error(`recording ${t.song.mbid} was not written`);
      const { position, discNumber, number, kind, title, durationMs } = t;
      return {
        release_id: releaseId,
        position,
        song_id: songId,
        disc_number: discNumber,
        number,
        kind,
        title,
        duration_ms: durationMs,
      };
    }),
  );
}

/** The owner ids a statement answers (`returning … as owner`). */
async function owners(db: Db, statement: SQL): Promise<number[]> {
  return (await selectRows<{ owner: number }>(db, statement)).map((r) => Number(r.owner));
}

/**
 * Sets each release's track list: changed positions are updated, positions past the end
 * deleted. Returns the releases whose list changed.
 */
export async function writeTracks(
  db: Db,
  lists: readonly ReleaseTracks[],
  songIds: Map<string, number>,
): Promise<Set<number>> {
  const changed = new Set<number>();
  if (lists.length === 0) return changed;
  for (const id of await owners(db, insertRows('tracks', COLUMNS, trackRows(lists, songIds), UPSERT)))
    changed.add(id);
  const counts = lists.map((l) => ({ id: l.releaseId, n: l.tracks.length }));
  // Positions are 1-based: the first one past the list is n + 1.
  for (const id of await owners(db, deletePastCount('tracks', 'release_id', counts, 'n + 1')))
    changed.add(id);
  return changed;
}

/** Adds the tracks a partial list shows, never replacing or removing one; returns the releases it added to. */
export async function addPartialTracks(
  db: Db,
  lists: readonly ReleaseTracks[],
  songIds: Map<string, number>,
): Promise<Set<number>> {
  const rows = firstByKey(trackRows(lists, songIds), (r) => `${r.release_id} ${r.song_id}`);
  if (rows.length === 0) return new Set();
  return new Set(await owners(db, insertPartialTracks(COLUMNS, rows)));
}

/**
 * The database id of each listed track that holds its recording at its position (a partial
 * list's track may have found its position taken), by track record.
 */
export async function trackIds(
  db: Db,
  lists: readonly ReleaseTracks[],
  songIds: Map<string, number>,
): Promise<Map<TrackRecord, number>> {
  const wanted = lists.flatMap(({ releaseId, tracks }) =>
    tracks.map((track) => ({ track, r: releaseId, p: track.position, s: songIds.get(track.song.mbid) ?? 0 })),
  );
  const out = new Map<TrackRecord, number>();
  if (wanted.length === 0) return out;
  // One index probe per track (see deletePastCount on why not a plain join).
  const result = await selectRows<{ id: number; r: number; p: number }>(
    db,
    sql`select t.id, x.r, x.p
    from jsonb_to_recordset(${jsonRows(wanted.map(({ r, p, s }) => ({ r, p, s })))}) as x(r int, p int, s int)
    cross join lateral (select id from tracks
      where release_id = x.r and position = x.p and song_id = x.s offset 0) as t`,
  );
  const ids = new Map<string, number>();
  for (const row of result) ids.set(`${row.r}:${row.p}`, Number(row.id));
  for (const { track, r, p } of wanted) {
    const id = ids.get(`${r}:${p}`);
    if (id !== undefined) out.set(track, id);
  }
  return out;
}
