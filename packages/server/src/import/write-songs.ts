import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import type { SongRecord } from './records.ts';
import {
  type Column,
  earliestDateFields,
  fillStub,
  jsonRows,
  mergeSourcesOnConflict,
  unlessBlank,
  updateIfChanged,
} from './upsert-sql.ts';
import { type Written, writeWithStubs } from './write-by-mbid.ts';

export const COLUMNS: readonly Column[] = [
  ['mbid', 'uuid'],
  ['title', 'text'],
  ['disambiguation', 'text'],
  ['artist_name', 'text'],
  ['year', 'smallint'],
  ['release_date', 'date'],
  ['release_date_precision', 'smallint'],
  ['is_video', 'boolean'],
  ['duration_ms', 'int'],
  ['isrcs', 'text[]'],
  ['data_sources', 'jsonb'],
];

function songRow(s: SongRecord) {
  return {
    mbid: s.mbid,
    title: s.title,
    disambiguation: s.disambiguation,
    artist_name: s.artistName,
    year: s.year,
    release_date: s.releaseDate,
    release_date_precision: s.releaseDatePrecision,
    is_video: s.isVideo,
    duration_ms: s.durationMs,
    isrcs: s.isrcs,
    data_sources: s.dataSources,
  };
}

const OWNED = [
  'title',
  'disambiguation',
  'artist_name',
  'year',
  'release_date',
  'release_date_precision',
  'is_video',
  'duration_ms',
];

/** What a line may lack: then the song keeps what it has. */
const BLANK = {
  disambiguation: "coalesce(%s.disambiguation, '') = ''",
  artist_name: "%s.artist_name = ''",
  is_video: '%s.is_video is null',
  duration_ms: '%s.duration_ms is null',
};

/**
 * ISRCs add up, as links do: the union in byte order, so a line without them (an answer made
 * without inc=isrcs) or with fewer never removes one.
 */
const ISRCS = {
  set: [
    `isrcs = array(select e from unnest(songs.isrcs || excluded.isrcs) as u(e) group by e order by e collate "C")`,
  ],
  changedWhen: ['not (songs.isrcs @> excluded.isrcs)'],
};

/**
 * Recording lines own a song's title; a blank disambiguation, credit, video flag or length keeps
 * what the song has, and its date is the earliest seen (earliestDateFields); data sources and
 * ISRCs are merged.
 */
const SOURCES = mergeSourcesOnConflict('songs');
const UPSERT = updateIfChanged(
  'mbid',
  'songs',
  [
    'title',
    ...Object.entries(BLANK).map(([f, blank]) => unlessBlank('songs', f, blank.replaceAll('%s', 'excluded'))),
    ...earliestDateFields('songs'),
  ],
  { set: [...ISRCS.set, ...SOURCES.set], changedWhen: [...ISRCS.changedWhen, ...SOURCES.changedWhen] },
);

/** A recording met on a track list fills in what its song lacks, gives an earlier date and adds its ISRCs. */
const FILL = fillStub('songs', BLANK, true, ISRCS);

/**
 * Writes recording lines, then the recordings met on track lists: created when missing (their
 * own line fills them in), their blanks filled when present; returns the id of each by MBID.
 */
export function writeSongs(
  db: Db,
  full: readonly SongRecord[],
  embedded: readonly SongRecord[],
): Promise<Written> {
  return writeWithStubs(
    db,
    { table: 'songs', columns: COLUMNS, owned: OWNED, upsert: UPSERT, stubUpsert: FILL, toRow: songRow },
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
): Promise<number[]> {
  if (links.length === 0) return [];
  const rows = links.map((l) => ({ s: l.songId, r: l.releaseId }));
  const result = await selectRows<{ r: number }>(
    db,
    sql`update songs set release_id = x.r, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as x(s int, r int)
    where songs.id = x.s and songs.release_id is null
    returning songs.release_id as r`,
  );
  return result.map((row) => Number(row.r));
}
