import type { Db } from '../db/open-db.ts';
import type { ArtistRecord } from './records.ts';
import { type Column, mergeSourcesOnConflict, updateIfChanged } from './upsert-sql.ts';
import { type Written, writeWithStubs } from './write-by-mbid.ts';

export const COLUMNS: readonly Column[] = [
  ['mbid', 'uuid'],
  ['name', 'text'],
  ['sort_name', 'text'],
  ['disambiguation', 'text'],
  ['data_sources', 'jsonb'],
];

const OWNED = ['name', 'sort_name', 'disambiguation'];

function artistRow(a: ArtistRecord) {
  return {
    mbid: a.mbid,
    name: a.name,
    sort_name: a.sortName,
    disambiguation: a.disambiguation,
    data_sources: a.dataSources,
  };
}

/** Artist lines own every field; data sources are merged. */
const UPSERT = updateIfChanged('mbid', 'artists', OWNED, mergeSourcesOnConflict('artists'));

/**
 * Writes artist lines, then creates artists known only from credits (never overwritten from a
 * credit: the artist's own line fills them in); returns the id of every one by MBID.
 */
export function writeArtists(
  db: Db,
  full: readonly ArtistRecord[],
  credited: readonly ArtistRecord[],
): Promise<Written> {
  return writeWithStubs(
    db,
    { table: 'artists', columns: COLUMNS, owned: OWNED, upsert: UPSERT, toRow: artistRow },
    full,
    credited,
  );
}
