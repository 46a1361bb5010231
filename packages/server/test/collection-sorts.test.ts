import { RELEASE_SORTS } from '@earmark/shared';
import { describe, expect, it } from 'vitest';
import { buildCheck, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const QUERY = `query($username: String!, $sort: ReleaseSortBy, $randomSeed: Int, $offset: Int, $limit: Int) {
  user(username: $username) { collection(sort: $sort, randomSeed: $randomSeed, offset: $offset, limit: $limit) {
    edges { node { ... on Release { title } } } pageInfo { totalCount hasMore } } } }`;

type Page = {
  user: { collection: { edges: { node: { title: string } }[]; pageInfo: { hasMore: boolean } } };
};

async function order(username: string, variables: Record<string, unknown>) {
  const { body } = await server.current.graphql<Page>(QUERY, { username, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data?.user.collection.edges.map((e) => e.node.title) ?? [];
}

describe('User.collection sorts', () => {
  it('orders by artist, title, year, date and rating, both ways, and a seeded random order is stable', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const rows = [
      { title: 'B', artistName: 'Zed', year: 1990, at: 3, rating: 2 },
      { title: 'A', artistName: 'Moe', year: 2010, at: 1, rating: 5 },
      { title: 'C', artistName: 'Abe', year: 2000, at: 2, rating: null },
    ];
    for (const row of rows) {
      const { release } = await buildRelease(db, {
        title: row.title,
        artistName: row.artistName,
        year: row.year,
      });
      await buildCheck(db, {
        user,
        release,
        rating: row.rating,
        checkedAt: new Date(Date.UTC(2024, 0, row.at)),
      });
    }
    const expected: Record<string, string[]> = {
      ARTIST_NAME_ASC: ['C', 'A', 'B'],
      ARTIST_NAME_DESC: ['B', 'A', 'C'],
      TITLE_ASC: ['A', 'B', 'C'],
      TITLE_DESC: ['C', 'B', 'A'],
      YEAR_NEWEST: ['A', 'C', 'B'],
      YEAR_OLDEST: ['B', 'C', 'A'],
      DATE_NEWEST: ['B', 'C', 'A'],
      DATE_OLDEST: ['A', 'C', 'B'],
      RATING_HIGHEST: ['A', 'B', 'C'],
      RATING_LOWEST: ['B', 'A', 'C'],
    };
    for (const sort of RELEASE_SORTS) {
      const titles = await order(user.username, { sort, randomSeed: 7 });
      if (sort === 'RANDOM') {
        expect(titles.slice().sort()).toEqual(['A', 'B', 'C']);
        expect(await order(user.username, { sort, randomSeed: 7 })).toEqual(titles);
        const paged = [
          ...(await order(user.username, { sort, randomSeed: 7, limit: 2 })),
          ...(await order(user.username, { sort, randomSeed: 7, limit: 2, offset: 2 })),
        ];
        expect(paged).toEqual(titles);
      } else {
        expect({ sort, titles }).toEqual({ sort, titles: expected[sort] });
      }
    }
  });
});
