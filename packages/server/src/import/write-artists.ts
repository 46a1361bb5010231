import type { Db } from '../db/open-db.ts';
import type { ArtistRecord } from './records.ts';
import { type Column, fillStub, mergeSourcesOnConflict, unlessBlank, updateIfChanged } from './upsert-sql.ts';
import { type Written, writeWithStubs } from './write-by-mbid.ts';

export const COLUMNS: readonly Column[] = [
  ['mbid', 'uuid'],
  ['name', 'text'],
  ['sort_name', 'text'],
  ['disambiguation', 'text'],
  ['type', 'artist_type'],
  ['data_sources', 'jsonb'],
];

const OWNED = ['name', 'sort_name', 'disambiguation', 'type'];

/** What a line (or a credit) may lack: then the artist keeps what it has. */
const BLANK = {
  sort_name: "coalesce(%s.sort_name, '') = ''",
  disambiguation: "coalesce(%s.disambiguation, '') = ''",
  type: '%s.type is null',
};

function artistRow(a: ArtistRecord) {
  return {
    mbid: a.mbid,
    name: a.name,
    sort_name: a.sortName,
    disambiguation: a.disambiguation,
    type: a.type,
    data_sources: a.dataSources,
  };
}

/** Artist lines own the name; a blank sort name, disambiguation or type keeps the artist's; data sources are merged. */
const UPSERT = updateIfChanged(
  'mbid',
  'artists',
  [
    'name',
    ...Object.entries(BLANK).map(([f, blank]) =>
      unlessBlank('artists', f, blank.replaceAll('%s', 'excluded')),
    ),
  ],
  mergeSourcesOnConflict('artists'),
);

/** An artist met in a credit fills in the sort name, disambiguation and type its row lacks. */
const FILL = fillStub('artists', BLANK, false);

/**
 * Writes artist lines, then the artists met in credits: created when missing, their blanks
 * (sort name, disambiguation, type) filled when present, never overwritten from a credit;
 * returns the id of every one by MBID.
 */
export function writeArtists(
  db: Db,
  full: readonly ArtistRecord[],
  credited: readonly ArtistRecord[],
): Promise<Written> {
  return writeWithStubs(
    db,
    { table: 'artists', columns: COLUMNS, owned: OWNED, upsert: UPSERT, stubUpsert: FILL, toRow: artistRow },
    full,
    credited,
  );
}
