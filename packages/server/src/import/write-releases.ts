import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import type { GroupRecord, ReleaseRecord } from './records.ts';
import {
  type Column,
  earliestDateFields,
  fillStub,
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
  ['disambiguation', 'text'],
  ['artist_name', 'text'],
  ['year', 'smallint'],
  ['release_date', 'date'],
  ['release_date_precision', 'smallint'],
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
    disambiguation: g.disambiguation,
    artist_name: g.artistName,
    year: g.year,
    release_date: g.releaseDate,
    release_date_precision: g.releaseDatePrecision,
    primary_type: g.primaryType,
    secondary_types: g.secondaryTypes,
    genres: g.genres,
    image: g.image,
    thumb: g.thumb,
    data_sources: g.dataSources,
  };
}

const OWNED = [
  'title',
  'disambiguation',
  'artist_name',
  'year',
  'release_date',
  'release_date_precision',
  'primary_type',
  'secondary_types',
  'genres',
];

/** What a line may lack: then the catalog keeps what it has. */
const BLANK = {
  disambiguation: "coalesce(%s.disambiguation, '') = ''",
  artist_name: "%s.artist_name = ''",
  genres: 'cardinality(%s.genres) = 0',
};

/** The date fields are merged (the earliest wins); the others are a line's own, or kept when blank. */
const DATES = new Set(['year', 'release_date', 'release_date_precision']);

/**
 * Release-group lines own title and types; a blank disambiguation, credit or genre list keeps
 * what the group has, and the date is the earliest seen (earliestDateFields). A cover set on
 * Earmark is kept (the Cover Art Archive URL only fills an empty one) and data sources are
 * merged, never dropped.
 */
const sources = mergeSourcesOnConflict('releases');
const UPSERT = updateIfChanged(
  'mbid',
  'releases',
  [
    ...OWNED.filter((f) => !DATES.has(f)).map((f) => {
      const blank = BLANK[f as keyof typeof BLANK];
      return blank ? unlessBlank('releases', f, blank.replaceAll('%s', 'excluded')) : f;
    }),
    ...earliestDateFields('releases'),
  ],
  {
    set: [
      'image = coalesce(releases.image, excluded.image)',
      'thumb = coalesce(releases.thumb, excluded.thumb)',
      ...sources.set,
    ],
    changedWhen: ['releases.image is null', 'releases.thumb is null', ...sources.changedWhen],
  },
);

/**
 * A group met inside a release line fills in the disambiguation, credit and genres its row
 * lacks, and gives its date when that is earlier.
 */
const FILL = fillStub('releases', BLANK, true);

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
  const result = await selectRows<{ id: number }>(
    db,
    sql`update releases r
    set label = x.label, data_sources = ${sql.raw(mergedSources('r.data_sources', 'x.ds'))}, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as x(id int, label text, ds jsonb)
    where r.id = x.id and (r.label is distinct from x.label or ${sql.raw(sourcesMissing('r.data_sources', 'x.ds'))})
    returning r.id`,
  );
  return result.map((r) => Number(r.id));
}
