import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import type { GroupRecord, ReleaseRecord } from './records.ts';
import {
  type Column,
  jsonRows,
  mergedSources,
  mergeSourcesOnConflict,
  sourcesMissing,
  updateIfChanged,
} from './upsert-sql.ts';
import { writeWithStubs } from './write-by-mbid.ts';

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

/**
 * Release-group lines own every MusicBrainz field. A cover set on Earmark is kept (the Cover Art
 * Archive URL only fills an empty one) and data sources are merged, never dropped.
 */
const sources = mergeSourcesOnConflict('releases');
const UPSERT = updateIfChanged(
  'mbid',
  'releases',
  ['title', 'artist_name', 'year', 'release_date', 'primary_type', 'secondary_types', 'genres'],
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
 * Writes release-group lines, then creates the groups known only from a release line (their
 * own line fills them in later); returns the id of each by MBID.
 */
export function writeGroups(
  db: Db,
  full: readonly GroupRecord[],
  embedded: readonly GroupRecord[],
): Promise<Map<string, number>> {
  return writeWithStubs(
    db,
    { table: 'releases', columns: COLUMNS, upsert: UPSERT, toRow: groupRow },
    full,
    embedded,
  );
}

/** The group's label comes from the release chosen for its track list; its links are merged in. */
export async function writeReleaseDetails(
  db: Db,
  chosen: ReadonlyArray<{ releaseId: number; release: ReleaseRecord }>,
): Promise<void> {
  if (chosen.length === 0) return;
  const rows = chosen.map((c) => ({ id: c.releaseId, label: c.release.label, ds: c.release.dataSources }));
  await db.execute(sql`update releases r
    set label = x.label, data_sources = ${sql.raw(mergedSources('r.data_sources', 'x.ds'))}, updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as x(id int, label text, ds jsonb)
    where r.id = x.id and (r.label is distinct from x.label or ${sql.raw(sourcesMissing('r.data_sources', 'x.ds'))})`);
}
