import { describe, expect, it } from 'vitest';
import { buildCheck, buildLog, buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const DIARY = /* GraphQL */ `
  query UserForActivity($username: String!, $type: LogView, $itemTypes: [ItemType!], $sortBy: LogSortBy,
    $currentUserListenStatusFilter: ListenFilter, $offset: Int, $limit: Int) {
    user(username: $username) {
      id
      logs(type: $type, itemTypes: $itemTypes, sortBy: $sortBy,
        currentUserListenStatusFilter: $currentUserListenStatusFilter, offset: $offset, limit: $limit) {
        edges { node { id rawDate rating review itemType user { username }
          item { ... on Release { id title artists { name } } ... on Song { id title } } } }
        pageInfo { hasMore totalCount }
      }
    }
  }
`;
type Diary = {
  user: {
    logs: {
      edges: Array<{
        node: {
          id: string;
          rawDate: string | null;
          rating: number | null;
          itemType: string;
          item: { title: string };
        };
      }>;
      pageInfo: { hasMore: boolean; totalCount: number };
    };
  };
};

async function diaryOwner() {
  const { db } = server.current;
  const owner = await buildUser(db);
  const albums = await Promise.all(
    ['Cobalt', 'amber', 'Birch'].map((title, i) => buildRelease(db, { title, year: 2000 + i, tracks: 1 })),
  );
  const logs = [];
  for (const [i, { release }] of albums.entries()) {
    logs.push(await buildLog(db, { user: owner, release, date: `2025-0${i + 1}-10`, rating: i + 1 }));
  }
  const song = albums[0]?.songs[0];
  if (!song) throw new Error('no song');
  logs.push(await buildLog(db, { user: owner, song, date: '2025-05-01', review: 'The hook.' }));
  logs.push(
    await buildLog(db, { user: owner, release: albums[1]?.release, date: null, gratitude: 'For the rain.' }),
  );
  return { owner, albums, logs };
}

describe("a member's diary and writings", () => {
  it('shows dated logs newest first in the diary, and logs with writing in writings', async () => {
    const { owner } = await diaryOwner();
    const diary = await server.current.graphql<Diary>(DIARY, { username: owner.username });
    expect(diary.body.errors).toBeUndefined();
    const nodes = diary.body.data?.user.logs.edges.map((edge) => edge.node) ?? [];
    expect(nodes.map((node) => node.rawDate)).toEqual([
      '2025-05-01',
      '2025-03-10',
      '2025-02-10',
      '2025-01-10',
    ]);
    expect(diary.body.data?.user.logs.pageInfo).toEqual({ hasMore: false, totalCount: 4 });
    const writings = await server.current.graphql<Diary>(DIARY, {
      username: owner.username,
      type: 'WRITINGS',
    });
    expect(writings.body.data?.user.logs.pageInfo.totalCount).toBe(2);
  });

  it('filters by item type and sorts by rating, title and year (the last two only with one type)', async () => {
    const { owner } = await diaryOwner();
    const username = owner.username;
    const songs = await server.current.graphql<Diary>(DIARY, { username, itemTypes: ['SONG'] });
    expect(songs.body.data?.user.logs.edges.map((edge) => edge.node.itemType)).toEqual(['SONG']);
    const byRating = await server.current.graphql<Diary>(DIARY, { username, sortBy: 'RATING_HIGHEST' });
    expect(byRating.body.data?.user.logs.edges.map((edge) => edge.node.rating)).toEqual([3, 2, 1, null]);
    const byTitle = await server.current.graphql<Diary>(DIARY, {
      username,
      itemTypes: ['RELEASE'],
      sortBy: 'TITLE_ASC',
    });
    expect(byTitle.body.data?.user.logs.edges.map((edge) => edge.node.item.title)).toEqual([
      'amber',
      'Birch',
      'Cobalt',
    ]);
    const byYear = await server.current.graphql<Diary>(DIARY, {
      username,
      itemTypes: ['RELEASE'],
      sortBy: 'YEAR_OLDEST',
    });
    expect(byYear.body.data?.user.logs.edges.map((edge) => edge.node.item.title)).toEqual([
      'Cobalt',
      'amber',
      'Birch',
    ]);
    const refused = await server.current.graphql<Diary>(DIARY, { username, sortBy: 'TITLE_ASC' });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sortBy' });
  });

  it("filters another member's diary by what the viewer has listened to", async () => {
    const { owner, albums } = await diaryOwner();
    const { token, user: viewer } = await buildSession(server.current.db);
    await buildCheck(server.current.db, { user: viewer, release: albums[0]?.release });
    const heard = await server.current.graphql<Diary>(
      DIARY,
      { username: owner.username, itemTypes: ['RELEASE'], currentUserListenStatusFilter: 'LISTENED' },
      { token },
    );
    expect(heard.body.data?.user.logs.edges.map((edge) => edge.node.item.title)).toEqual(['Cobalt']);
    const unheard = await server.current.graphql<Diary>(
      DIARY,
      { username: owner.username, itemTypes: ['RELEASE'], currentUserListenStatusFilter: 'UNLISTENED' },
      { token },
    );
    expect(unheard.body.data?.user.logs.pageInfo.totalCount).toBe(2);
  });

  it('issues as many statements for a page of 2 as for a page of 20', async () => {
    const { db } = server.current;
    const owner = await buildUser(db);
    for (let i = 0; i < 25; i++) {
      const { release } = await buildRelease(db, { tracks: 1 });
      await buildLog(db, { user: owner, release, date: '2025-06-01', review: `Log ${i}` });
    }
    const small = await server.current.recorded(DIARY, { username: owner.username, limit: 2 });
    const large = await server.current.recorded(DIARY, { username: owner.username, limit: 20 });
    expect(large.statements.length).toBe(small.statements.length);
    // The member, the page, its count, the items and their credits (the author is the member).
    expect(large.statements.length).toBe(5);
  });
});
