import { describe, expect, it } from 'vitest';
import { listFollows } from '../src/db/schema/index.ts';
import { buildCheck, buildList, buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const COLLECTION = `query collection($username: String!, $filters: CollectionFilters, $reactions: [ReactionFilter!],
  $includeFollowedLists: Boolean, $currentUserListenStatus: ListenFilter, $sort: ReleaseSortBy, $offset: Int, $limit: Int) {
  user(username: $username) {
    collection(filters: $filters, reactions: $reactions, includeFollowedLists: $includeFollowedLists,
      currentUserListenStatus: $currentUserListenStatus, sort: $sort, offset: $offset, limit: $limit) {
      edges { node { __typename ... on Release { id title } ... on Song { id title } } }
      pageInfo { hasMore totalCount }
    }
  }
}`;

type Collection = {
  user: {
    collection: {
      edges: { node: { id: string; title: string } }[];
      pageInfo: { hasMore: boolean; totalCount: number };
    };
  };
};

async function titles(username: string, variables: Record<string, unknown> = {}, token?: string) {
  const { body } = await server.current.graphql<Collection>(
    COLLECTION,
    { username, ...variables },
    token ? { token } : {},
  );
  expect(body.errors).toBeUndefined();
  const page = body.data?.user.collection;
  return { titles: page?.edges.map((e) => e.node.title) ?? [], total: page?.pageInfo.totalCount ?? -1 };
}

describe('User.collection listened filters', () => {
  it('filters by depth and by reaction', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const make = async (title: string, state: Parameters<typeof buildCheck>[1]) => {
      const { release } = await buildRelease(db, { title, year: 2000 + title.length });
      await buildCheck(db, { user, release, ...state });
    };
    await make('Plain', {});
    await make('Deep', { deepListened: true });
    await make('Liked', { reaction: 'LIKED' });
    await make('Loved deep', { reaction: 'LOVED', deepListened: true });
    await make('Queued', { listenTo: 'LISTEN_AGAIN' });
    const { release: later } = await buildRelease(db, { title: 'Later' });
    await mutate(
      server.current,
      `mutation { addToListenTo(releaseId: "${later.id}") { id } }`,
      {},
      (await buildSession(db, { user })).token,
    );

    expect((await titles(user.username)).total).toBe(5);
    expect(
      (await titles(user.username, { filters: { listenDepth: 'DEEP_LISTENED' } })).titles.sort(),
    ).toEqual(['Deep', 'Loved deep']);
    expect((await titles(user.username, { filters: { listenDepth: 'STANDARD_LISTENED' } })).total).toBe(3);
    expect((await titles(user.username, { reactions: ['LIKED', 'LOVED'] })).titles.sort()).toEqual([
      'Liked',
      'Loved deep',
    ]);
    expect(
      (await titles(user.username, { filters: { listenDepth: 'DEEP_LISTENED' }, reactions: ['LOVED'] }))
        .titles,
    ).toEqual(['Loved deep']);
  });
});

describe('User.collection For Later filters', () => {
  it('first listens, listen agains, and items from followed lists', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const { release: first } = await buildRelease(db, { title: 'First' });
    const { release: again } = await buildRelease(db, { title: 'Again' });
    const { release: listed } = await buildRelease(db, { title: 'Listed' });
    const { release: heard } = await buildRelease(db, { title: 'Heard' });
    const { token } = await buildSession(db, { user });
    await mutate(server.current, `mutation { addToListenTo(releaseId: "${first.id}") { id } }`, {}, token);
    await buildCheck(db, { user, release: again, listenTo: 'LISTEN_AGAIN' });
    await buildCheck(db, { user, release: heard });
    const list = await buildList(db, {
      items: [{ release: listed }, { release: heard }, { release: first }],
    });

    expect((await titles(user.username, { filters: { listenToStatus: 'ALL' } })).titles.sort()).toEqual([
      'Again',
      'First',
    ]);
    expect((await titles(user.username, { filters: { listenToStatus: 'UNLISTENED' } })).titles).toEqual([
      'First',
    ]);
    expect((await titles(user.username, { filters: { listenToStatus: 'RELISTEN' } })).titles).toEqual([
      'Again',
    ]);
    await db.insert(listFollows).values({ userId: user.id, listId: list.id });
    const withLists = await titles(user.username, {
      filters: { listenToStatus: 'UNLISTENED' },
      includeFollowedLists: true,
    });
    expect(withLists.titles.sort()).toEqual(['First', 'Listed']);
  });

  it('refuses listenDepth and listenToStatus together', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const error = await failure(server.current, COLLECTION, {
      username: user.username,
      filters: { listenDepth: 'LISTENED', listenToStatus: 'ALL' },
    });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filters' });
  });
});

describe('User.collection type, viewer status and paging', () => {
  it('lists songs, filters by what the viewer has heard, and pages 50 at a time', async () => {
    const { db } = server.current;
    const owner = await buildUser(db);
    const viewer = await buildSession(db);
    const songs = await Promise.all(
      Array.from({ length: 53 }, (_, i) => buildSong(db, { title: `S${String(i).padStart(2, '0')}` })),
    );
    for (const song of songs) await buildCheck(db, { user: owner, song });
    for (const song of songs.slice(0, 3)) await buildCheck(db, { user: viewer.user, song });
    const songFilter = { filters: { type: 'SONG' }, sort: 'TITLE_ASC' };
    const first = await titles(owner.username, songFilter);
    expect(first.titles).toHaveLength(50);
    expect(first.total).toBe(53);
    expect((await titles(owner.username, { ...songFilter, offset: 50 })).titles).toEqual([
      'S50',
      'S51',
      'S52',
    ]);
    const heard = await titles(
      owner.username,
      { ...songFilter, currentUserListenStatus: 'LISTENED' },
      viewer.token,
    );
    expect(heard.titles).toEqual(['S00', 'S01', 'S02']);
    const unheard = await titles(
      owner.username,
      { ...songFilter, currentUserListenStatus: 'UNLISTENED' },
      viewer.token,
    );
    expect(unheard.total).toBe(50);
  });
});
