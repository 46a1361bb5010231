import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import type { GroupRecord, ReleaseRecord } from './records.ts';
import {
  type Column,
  fillBlanks,
  jsonRows,
  mergedSources,
  mergeSourcesOnConflict,
  sourcesMissing,
  unlessBlank,
  updateIfChanged,
} from './upsert-sql.ts';
import { type Written, writeWithStubs } from './write-by-mbid.ts';

export const COLUMNS: readonly Column[] = [
  ['mbid', 'uuid'],
  ['title', 'text'],
  ['artist_name', 'text'],
  ['year', 'smallint'],
  ['release_date', 'date'],
  ['primary_type', 'release_primary_type'],
  ['secondary_types', 'release_secondary_type[]'],
  ['genres', 'text[]'],
  ['image', 'text'],
  ['thumb', 'text'],
  ['data_sources', 'jsonb'],
];

function groupRow(g: GroupRecord) {
  return {
    mbid: g.mbid,
    title: g.title,
    artist_name: g.artistName,
    year: g.year,
    release_date: g.releaseDate,
    primary_type: g.primaryType,
    secondary_types: g.secondaryTypes,
    genres: g.genres,
    image: g.image,
    thumb: g.thumb,
    data_sources: g.dataSources,
  };
}

const OWNED = ['title', 'artist_name', 'year', 'release_date', 'primary_type', 'secondary_types', 'genres'];

/** What a group's own line may lack: then the catalog keeps what it has (filled in from a release). */
const BLANK = {
  artist_name: "%s.artist_name = ''",
  year: '%s.year is null',
  release_date: '%s.release_date is null',
  genres: 'cardinality(%s.genres) = 0',
};

/**
 * Release-group lines own every MusicBrainz field, except that a blank credit, date or genre
 * list keeps what the group has. A cover set on Earmark is kept (the Cover Art Archive URL only
 * fills an empty one) and data sources are merged, never dropped.
 */
const sources = mergeSourcesOnConflict('releases');
const UPSERT = updateIfChanged(
  'mbid',
  'releases',
  OWNED.map((f) => {
    const blank = BLANK[f as keyof typeof BLANK];
    return blank ? unlessBlank('releases', f, blank.replaceAll('%s', 'excluded')) : f;
  }),
  {
    set: [
      'image = coalesce(releases.image, excluded.image)',
      'thumb = coalesce(releases.thumb, excluded.thumb)',
      ...sources.set,
    ],
    changedWhen: ['releases.image is null', 'releases.thumb is null', ...sources.changedWhen],
  },
);

/** A group met inside a release line fills in the credit, date and genres its row lacks. */
const FILL = fillBlanks('mbid', 'releases', BLANK);

/**
 * Writes release-group lines, then the groups as their releases show them: created when missing
 * (their own line fills them in later), their blanks filled when present.
 */
export function writeGroups(
  db: Db,
  full: readonly GroupRecord[],
  embedded: readonly GroupRecord[],
): Promise<Written> {
  return writeWithStubs(
    db,
    { table: 'releases', columns: COLUMNS, owned: OWNED, upsert: UPSERT, stubUpsert: FILL, toRow: groupRow },
    full,
    embedded,
  );
}

/** The group's label comes from the release chosen for its track list; its links are merged in. */
export async function writeReleaseDetails(
  db: Db,
  chosen: ReadonlyArray<{ releaseId: number; release: ReleaseRecord }>,
): Promise<number[]> {
  if (chosen.length === 0) return [];
  const rows = chosen.map((c) => ({ id: c.releaseId, label: c.release.label, ds: c.release.dataSources }));
  const result = await db.execute(sql`update releases r
    set label = x.label, data_sources = ${sql.raw(mergedSources('r.data_sources', 'x.ds'))}, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as x(id int, label text, ds jsonb)
    where r.id = x.id and (r.label is distinct from x.label or ${sql.raw(sourcesMissing('r.data_sources', 'x.ds'))})
    returning r.id`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
}
