import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import { printedCredit } from './map-credits.ts';
import type { CreditRecord } from './records.ts';
import {
  type Column,
  deletePastCount,
  insertForEmptyOwners,
  insertRows,
  updateIfChanged,
} from './upsert-sql.ts';

/** The credits of one release, song or track, with its database id. */
export type OwnedCredits = { ownerId: number; credits: readonly CreditRecord[] };

type Table = 'release_artists' | 'song_artists' | 'track_artists';

const OWNER: Record<Table, string> = {
  release_artists: 'release_id',
  song_artists: 'song_id',
  track_artists: 'track_id',
};

/** The table whose `artist_name` prints the credit (a track's is printed from its rows). */
const PRINTED_IN: Partial<Record<Table, string>> = { release_artists: 'releases', song_artists: 'songs' };

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
  return owned.flatMap(({ ownerId, credits }) => {
    const printed = printedCredit(credits);
    return credits.map((c, position) => {
      const artistId = artistIds.get(c.artist.mbid);
      if (artistId === undefined) throw new Error(`artist ${c.artist.mbid} was not written`);
      const row = {
        [OWNER[table]]: ownerId,
        position,
        artist_id: artistId,
        credited_name: c.creditedName,
        join_phrase: c.joinPhrase,
        printed,
      };
      return table === 'song_artists' ? { ...row, role: c.role } : row;
    });
  });
}

/** The owner ids a statement answers (`returning … as owner`). */
async function owners(db: Db, statement: SQL): Promise<number[]> {
  return (await selectRows<{ owner: number }>(db, statement)).map((r) => Number(r.owner));
}

/**
 * Credits of release groups (release_artists), recordings (song_artists) or tracks
 * (track_artists). An entity's own line with a credit replaces them (changed positions only,
 * extra ones deleted); with `dropEmpty`, an own entry without a credit deletes them (a track
 * list replaced). A credit embedded in another line (a release's group, a track's recording)
 * only fills an owner that has none, and only when the owner's printed credit (`artist_name`)
 * is that same credit: the printed credit and the rows never disagree. Returns the owners whose
 * credits changed.
 */
export async function writeCredits(
  db: Db,
  table: Table,
  artistIds: Map<string, number>,
  full: readonly OwnedCredits[],
  embedded: readonly OwnedCredits[],
  { dropEmpty = false }: { dropEmpty?: boolean } = {},
): Promise<Set<number>> {
  const cols = columns(table);
  const owner = OWNER[table];
  const fields = cols.slice(2).map(([name]) => name);
  const changed = new Set<number>();
  const own = full.filter((o) => o.credits.length > 0);
  if (own.length > 0) {
    const upsert = `${updateIfChanged(`${owner}, position`, table, fields)} returning ${owner} as owner`;
    for (const id of await owners(db, insertRows(table, cols, creditRows(table, own, artistIds), upsert)))
      changed.add(id);
  }
  const cut = (dropEmpty ? full : own).map((o) => ({ id: o.ownerId, n: o.credits.length }));
  if (cut.length > 0) {
    for (const id of await owners(db, deletePastCount(table, owner, cut, 'n'))) changed.add(id);
  }
  const stubs = creditRows(table, embedded, artistIds);
  if (stubs.length > 0) {
    const printedIn = PRINTED_IN[table];
    const condition = printedIn
      ? {
          where: `exists (select 1 from ${printedIn} o where o.id = x.${owner} and o.artist_name = x.printed)`,
          extra: [['printed', 'text']] as const,
        }
      : undefined;
    for (const id of await owners(db, insertForEmptyOwners(table, cols, stubs, owner, condition)))
      changed.add(id);
  }
  return changed;
}
