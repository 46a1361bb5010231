import type { Db } from '../db/open-db.ts';
import type { CreditRecord } from './records.ts';
import { type Column, deletePastCount, insertRows, updateIfChanged } from './upsert-sql.ts';

/** The credits of one release or song, with its database id. */
export type OwnedCredits = { ownerId: number; credits: readonly CreditRecord[] };

type Table = 'release_artists' | 'song_artists';

const OWNER: Record<Table, string> = { release_artists: 'release_id', song_artists: 'song_id' };

function columns(table: Table): Column[] {
  const common: Column[] = [
    [OWNER[table], 'int'],
    ['position', 'smallint'],
    ['artist_id', 'int'],
    ['credited_name', 'text'],
    ['join_phrase', 'text'],
  ];
  return table === 'song_artists' ? [...common, ['role', 'song_role']] : common;
}

/** Rows keyed by column name; positions are 0-based in MusicBrainz's credit order. */
function creditRows(table: Table, owned: readonly OwnedCredits[], artistIds: Map<string, number>) {
  return owned.flatMap(({ ownerId, credits }) =>
    credits.map((c, position) => {
      const artistId = artistIds.get(c.artist.mbid);
      if (artistId === undefined) throw new Error(`artist ${c.artist.mbid} was not written`);
      const row = {
        [OWNER[table]]: ownerId,
        position,
        artist_id: artistId,
        credited_name: c.creditedName,
        join_phrase: c.joinPhrase,
      };
      return table === 'song_artists' ? { ...row, role: c.role } : row;
    }),
  );
}

/** Deletes credits past each owner's new count (a credit that lost an artist); positions are 0-based. */
async function trimCredits(db: Db, table: Table, owned: readonly OwnedCredits[]): Promise<void> {
  const counts = owned.map((o) => ({ id: o.ownerId, n: o.credits.length }));
  await db.execute(deletePastCount(table, OWNER[table], counts, 'n'));
}

/**
 * Credits of release groups (release_artists) or recordings (song_artists). An entity's own
 * line replaces them (changed positions only, extra ones deleted); credits embedded in another
 * line (a release's group, a track's recording) only fill an owner that has none.
 */
export async function writeCredits(
  db: Db,
  table: Table,
  artistIds: Map<string, number>,
  full: readonly OwnedCredits[],
  embedded: readonly OwnedCredits[],
): Promise<void> {
  const cols = columns(table);
  const fields = cols.slice(2).map(([name]) => name);
  if (full.length > 0) {
    const upsert = updateIfChanged(`${OWNER[table]}, position`, table, fields);
    await db.execute(insertRows(table, cols, creditRows(table, full, artistIds), upsert));
    await trimCredits(db, table, full);
  }
  const stubs = creditRows(table, embedded, artistIds);
  if (stubs.length > 0) await db.execute(insertRows(table, cols, stubs, 'on conflict do nothing'));
}
