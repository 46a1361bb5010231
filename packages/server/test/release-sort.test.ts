import { RELEASE_SORTS, type ReleaseSortBy } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { isItemSort } from '../src/modules/catalog/release-sort.ts';
import { collectionStatements } from '../src/modules/listening/collection-query.ts';
import { listenedReleases } from './collection-filter.ts';
import { buildArtist, buildCheck, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

type Node = { id: string; title: string };
type Edges = { edges: { node: Node }[] };

async function discography(artistId: number, sort: ReleaseSortBy): Promise<Node[]> {
  const { body } = await server.current.graphql<{ artist: { releases: Edges } }>(
    `query($id: ID!, $sort: ReleaseSortBy) { artist(id: $id) {
      releases(releaseSortBy: $sort, limit: 50) { edges { node { id title } } } } }`,
    { id: String(artistId), sort },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.artist.releases.edges.map((e) => e.node) ?? [];
}

async function collection(username: string, sort: ReleaseSortBy): Promise<Node[]> {
  const { body } = await server.current.graphql<{ user: { collection: Edges } }>(
    `query($username: String!, $sort: ReleaseSortBy) { user(username: $username) {
      collection(sort: $sort, randomSeed: 1, limit: 50) { edges { node { ... on Release { id title } } } } } }`,
    { username, sort },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.user.collection.edges.map((e) => e.node) ?? [];
}

/** The collection's page read both ways it can be: by the member's rows, and by walking the index. */
async function collectionPaths(ownerId: number, sort: ReleaseSortBy): Promise<string[][]> {
  const { db } = server.current;
  const filter = listenedReleases(ownerId, sort);
  const read = (rowsFirst: boolean) =>
    db.transaction(async (tx) => {
      if (!rowsFirst) await tx.execute(sql`set local enable_sort = off`);
      const { page } = collectionStatements(filter, { offset: 0, limit: 50 }, rowsFirst);
      return (await selectRows<{ id: number }>(tx as Db, page)).map((row) => String(row.id));
    });
  return [await read(true), await read(false)];
}

describe('release sorts', () => {
  it('orders an artist’s discography and a member’s collection the same way, case-insensitively', async () => {
    const { db } = server.current;
    const artist = await buildArtist(db, { name: 'Nina' });
    const artists = [artist];
    const user = await buildUser(db);
    // Titles and credits that differ only in case or start lower-case; one year with two dates,
    // inserted latest first, so the date (not the id) has to order them; unknown years and dates.
    const shapes = [
      { title: 'apple', artistName: 'nina', year: 2001, releaseDate: '2001-05-01' },
      { title: 'Banana', artistName: 'Nina', year: 2001, releaseDate: '2001-02-01' },
      { title: 'APPLE', artistName: 'Nina & zed', year: null, releaseDate: null },
      { title: 'cherry', artistName: 'Abe & Nina', year: 1999, releaseDate: null },
      { title: 'Apple', artistName: 'NINA', year: 2010, releaseDate: '2010-01-01' },
      { title: 'zebra', artistName: 'Nina', year: 2001, releaseDate: null },
      { title: 'Cherry Pie', artistName: 'nina', year: null, releaseDate: null },
    ];
    let day = 1;
    for (const shape of shapes) {
      const { release } = await buildRelease(db, { artists, ...shape });
      await buildCheck(db, { user, release, checkedAt: new Date(Date.UTC(2024, 0, day++)) });
    }
    // An unchecked release of the artist, so the collection walk has something to skip.
    await buildRelease(db, { artists, title: 'banana split', year: 2001 });

    const titleAsc = await discography(artist.id, 'TITLE_ASC');
    expect(titleAsc.map((n) => n.title)).toEqual([
      'apple',
      'APPLE',
      'Apple',
      'Banana',
      'banana split',
      'cherry',
      'Cherry Pie',
      'zebra',
    ]);
    expect((await discography(artist.id, 'YEAR_NEWEST')).map((n) => n.title)).toEqual([
      'Apple',
      'apple',
      'Banana',
      'banana split',
      'zebra',
      'cherry',
      'Cherry Pie',
      'APPLE',
    ]);

    for (const sort of RELEASE_SORTS.filter(isItemSort)) {
      const served = (await collection(user.username, sort)).map((n) => n.id);
      // The discography holds the unchecked release too; in the same order otherwise.
      const expected = (await discography(artist.id, sort))
        .map((n) => n.id)
        .filter((id) => served.includes(id));
      expect(expected).toHaveLength(shapes.length);
      const [rowsFirst, walked] = await collectionPaths(user.id, sort);
      expect({ sort, served, rowsFirst, walked }).toEqual({
        sort,
        served: expected,
        rowsFirst: expected,
        walked: expected,
      });
    }
  });

  it('keeps what DATE means apart: the release date on the artist page, the check in the collection', async () => {
    const { db } = server.current;
    const artist = await buildArtist(db);
    const artists = [artist];
    const user = await buildUser(db);
    const older = await buildRelease(db, { artists, title: 'Older', releaseDate: '1990-01-01', year: 1990 });
    const newer = await buildRelease(db, { artists, title: 'Newer', releaseDate: '2020-01-01', year: 2020 });
    await buildCheck(db, { user, release: newer.release, checkedAt: new Date(Date.UTC(2024, 0, 1)) });
    await buildCheck(db, { user, release: older.release, checkedAt: new Date(Date.UTC(2024, 0, 2)) });
    expect((await discography(artist.id, 'DATE_NEWEST')).map((n) => n.title)).toEqual(['Newer', 'Older']);
    expect((await collection(user.username, 'DATE_NEWEST')).map((n) => n.title)).toEqual(['Older', 'Newer']);
  });
});
