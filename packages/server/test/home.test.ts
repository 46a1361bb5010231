import { describe, expect, it } from 'vitest';
import { buildCheck, buildLog, buildRelease, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

type Titled = { edges: { node: { title: string } }[]; pageInfo: { hasMore: boolean; totalCount: number } };

// newestReleases counts every album in the database, so it gets a database of its own: the other
// feeds' tests add albums, and its counts must not depend on whether they ran first.
describe('home page: newest releases', () => {
  const server = useTestServer();

  it('newestReleases: albums by release date, newest first, paged', async () => {
    const { db } = server.current;
    await buildRelease(db, { title: 'Old', releaseDate: '2020-01-01' });
    await buildRelease(db, { title: 'New', releaseDate: '2024-06-01' });
    await buildRelease(db, { title: 'Mid', releaseDate: '2022-03-01' });
    await buildRelease(db, { title: 'Undated' });
    await buildRelease(db, { title: 'A Single', releaseDate: '2025-01-01', primaryType: 'SINGLE' });
    const query =
      'query N($offset: Int, $limit: Int) { newestReleases(offset: $offset, limit: $limit) { edges { node { title } } pageInfo { hasMore totalCount } } }';
    const first = await server.current.graphql<{ newestReleases: Titled }>(query, { limit: 2 });
    expect(first.body.data?.newestReleases).toEqual({
      edges: [{ node: { title: 'New' } }, { node: { title: 'Mid' } }],
      pageInfo: { hasMore: true, totalCount: 4 },
    });
    const rest = await server.current.graphql<{ newestReleases: Titled }>(query, { offset: 2, limit: 5 });
    expect(rest.body.data?.newestReleases).toEqual({
      edges: [{ node: { title: 'Old' } }, { node: { title: 'Undated' } }],
      pageInfo: { hasMore: false, totalCount: 4 },
    });
    const clamped = await server.current.graphql<{ newestReleases: Titled }>(query, { limit: 100000 });
    expect(clamped.body.data?.newestReleases.edges).toHaveLength(4);
  });
});

describe('home page feeds', () => {
  const server = useTestServer();

  it("communityActivity: everyone's latest checks of releases and songs, newest first", async () => {
    const { db } = server.current;
    const ann = await buildUser(db, { username: 'annlistens' });
    const bob = await buildUser(db, { username: 'boblistens' });
    const { release } = await buildRelease(db, { title: 'Checked Album' });
    const song = await buildSong(db, { title: 'Checked Song' });
    await buildCheck(db, { user: ann, release, rating: 5, checkedAt: new Date('2025-03-01T10:00:00Z') });
    await buildCheck(db, { user: bob, song, checkedAt: new Date('2025-03-02T10:00:00Z') });
    await buildCheck(db, { user: bob, release, checkedAt: new Date('2025-02-01T10:00:00Z') });
    const log = await buildLog(db, { user: ann, release, review: 'Great' });
    const query = `query RecentActivityForHomePage($offset: Int, $limit: Int) {
      communityActivity(offset: $offset, limit: $limit) {
        edges { node { date rating user { username } log { id } item { __typename ... on Release { title } ... on Song { title } } } }
        pageInfo { hasMore totalCount }
      }
    }`;
    const { body } = await server.current.graphql(query, { limit: 2 });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      communityActivity: {
        edges: [
          {
            node: {
              date: '2025-03-02T10:00:00.000Z',
              rating: null,
              user: { username: 'boblistens' },
              log: null,
              item: { __typename: 'Song', title: 'Checked Song' },
            },
          },
          {
            node: {
              date: '2025-03-01T10:00:00.000Z',
              rating: 5,
              user: { username: 'annlistens' },
              log: { id: String(log.id) },
              item: { __typename: 'Release', title: 'Checked Album' },
            },
          },
        ],
        pageInfo: { hasMore: true, totalCount: 3 },
      },
    });
    const last = await server.current.graphql<{
      communityActivity: { edges: { node: { user: { username: string } } }[] };
    }>(query, { offset: 2, limit: 2 });
    expect(last.body.data?.communityActivity.edges.map((edge) => edge.node.user.username)).toEqual([
      'boblistens',
    ]);
  });

  it('recentReviews: the latest logs with a written review', async () => {
    const { db } = server.current;
    await buildLog(db, { review: 'First words' });
    await buildLog(db, { review: '' });
    await buildLog(db, { rating: 4 });
    await buildLog(db, { review: 'Later words' });
    const { body } = await server.current.graphql<{ recentReviews: { review: string }[] }>(
      '{ recentReviews { review } }',
    );
    const reviews = body.data?.recentReviews.map((log) => log.review) ?? [];
    expect(reviews.slice(0, 2)).toEqual(['Later words', 'First words']);
    expect(reviews.every((review) => review.trim() !== '')).toBe(true);
  });
});
