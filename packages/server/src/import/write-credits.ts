import type { Db } from '../db/open-db.ts';
import type { CreditRecord } from './records.ts';
import {
  type Column,
  deletePastCount,
  insertForEmptyOwners,
  insertRows,
  updateIfChanged,
} from './upsert-sql.ts';

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

function owners(result: unknown): number[] {
  return (result as { rows: Array<{ owner: number }> }).rows.map((r) => Number(r.owner));
}

/**
 * Credits of release groups (release_artists) or recordings (song_artists). An entity's own
 * line with a credit replaces them (changed positions only, extra ones deleted); a credit
 * embedded in another line (a release's group, a track's recording) only fills an owner that
 * has none. Returns the owners whose credits changed.
 */
export async function writeCredits(
  db: Db,
  table: Table,
  artistIds: Map<string, number>,
  full: readonly OwnedCredits[],
  embedded: readonly OwnedCredits[],
): Promise<Set<number>> {
  const cols = columns(table);
  const owner = OWNER[table];
  const fields = cols.slice(2).map(([name]) => name);
  const changed = new Set<number>();
  const own = full.filter((o) => o.credits.length > 0);
  if (own.length > 0) {
    const upsert = `${updateIfChanged(`${owner}, position`, table, fields)} returning ${owner} as owner`;
    for (const id of owners(
      await db.execute(insertRows(table, cols, creditRows(table, own, artistIds), upsert)),
    ))
      changed.add(id);
    const counts = own.map((o) => ({ id: o.ownerId, n: o.credits.length }));
    for (const id of owners(await db.execute(deletePastCount(table, owner, counts, 'n')))) changed.add(id);
  }
  const stubs = creditRows(table, embedded, artistIds);
  if (stubs.length > 0) {
    for (const id of owners(await db.execute(insertForEmptyOwners(table, cols, stubs, owner))))
      changed.add(id);
  }
  return changed;
}
