import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import type { SongRecord } from './records.ts';
import { type Column, jsonRows, mergeSourcesOnConflict, updateIfChanged } from './upsert-sql.ts';
import { writeWithStubs } from './write-by-mbid.ts';

export const COLUMNS: readonly Column[] = [
  ['mbid', 'uuid'],
  ['title', 'text'],
  ['artist_name', 'text'],
  ['year', 'smallint'],
  ['duration_ms', 'int'],
  ['data_sources', 'jsonb'],
];

function songRow(s: SongRecord) {
  return {
    mbid: s.mbid,
    title: s.title,
    artist_name: s.artistName,
    year: s.year,
    duration_ms: s.durationMs,
    data_sources: s.dataSources,
  };
}

/** Recording lines own every MusicBrainz field of a song; data sources are merged. */
const UPSERT = updateIfChanged(
  'mbid',
  'songs',
  ['title', 'artist_name', 'year', 'duration_ms'],
  mergeSourcesOnConflict('songs'),
);

/**
 * Writes recording lines, then creates the recordings met only on a track list (their own
 * line fills them in); returns the id of each by MBID.
 */
export function writeSongs(
  db: Db,
  full: readonly SongRecord[],
  embedded: readonly SongRecord[],
): Promise<Map<string, number>> {
  return writeWithStubs(
    db,
    { table: 'songs', columns: COLUMNS, upsert: UPSERT, toRow: songRow },
    full,
    embedded,
  );
}

/**
 * A song's page links to the first release whose track list included it; later ones (a
 * compilation) do not move it, and a link set by hand is kept.
 */
export async function linkSongsToReleases(
  db: Db,
  links: ReadonlyArray<{ songId: number; releaseId: number }>,
): Promise<void> {
  if (links.length === 0) return;
  const rows = links.map((l) => ({ s: l.songId, r: l.releaseId }));
  await db.execute(sql`update songs set release_id = x.r, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as x(s int, r int)
    where songs.id = x.s and songs.release_id is null`);
}
