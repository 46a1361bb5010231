import { describe, expect, it } from 'vitest';
import { buildCheck, buildList, buildLog, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

type Names = { edges: { node: { username?: string; name?: string } }[]; pageInfo: { totalCount: number } };

const USERS = /* GraphQL */ `
  query ReleaseUsers($id: ID!, $status: ReleaseUserStatus, $offset: Int, $limit: Int) {
    release(id: $id) { users(status: $status, offset: $offset, limit: $limit) {
      edges { node { username } } pageInfo { hasMore totalCount } } }
  }
`;

const SONG_USERS = /* GraphQL */ `
  query SongUsers($id: ID!, $status: SongUserStatus) {
    song(id: $id) { users(status: $status) { edges { node { username } } pageInfo { totalCount } } }
  }
`;

const TABS = /* GraphQL */ `
  query releaseTabs($id: ID!) {
    release(id: $id) {
      logs { edges { node { review user { username } } } pageInfo { totalCount } }
      curatorLists { edges { node { name } } pageInfo { totalCount } }
      userLists { edges { node { name } } pageInfo { totalCount } }
    }
  }
`;

const names = (page: Names | undefined) => page?.edges.map(({ node }) => node.username ?? node.name);

/** The users, activity and lists tabs of the release and song pages. */
describe('release and song page tabs', () => {
  it('lists a release’s users by status: listened by default, then each reaction', async () => {
    const { db } = server.current;
    const { release } = await buildRelease(db);
    const listener = await buildUser(db, { username: 'just_listened' });
    const liker = await buildUser(db, { username: 'the_liker' });
    const lover = await buildUser(db, { username: 'the_lover' });
    await buildCheck(db, { user: listener, release });
    await buildCheck(db, { user: liker, release, reaction: 'LIKED' });
    await buildCheck(db, { user: lover, release, reaction: 'LOVED' });
    const id = String(release.id);
    const users = async (variables: Record<string, unknown>) => {
      const { body } = await server.current.graphql<{ release: { users: Names } }>(USERS, {
        id,
        ...variables,
      });
      expect(body.errors).toBeUndefined();
      return body.data?.release.users;
    };

    const listened = await users({});
    expect(names(listened)?.sort()).toEqual(['just_listened', 'the_liker', 'the_lover']);
    expect(listened?.pageInfo.totalCount).toBe(3);
    expect(names(await users({ status: 'LIKED' }))).toEqual(['the_liker']);
    expect(names(await users({ status: 'LOVED' }))).toEqual(['the_lover']);
    expect(await users({ status: 'FAVORITED' })).toEqual({
      edges: [],
      pageInfo: { hasMore: false, totalCount: 0 },
    });
    const secondPage = await users({ offset: 2, limit: 2 });
    expect(secondPage?.edges).toHaveLength(1);
    expect(secondPage?.pageInfo.totalCount).toBe(3);

    const bad = await server.current.graphql(USERS, { id, status: 'SOMETIMES' });
    expect(bad.body.errors?.[0]?.message).toBeTruthy();
  });

  it('lists a song’s users by reaction, liked by default', async () => {
    const { db } = server.current;
    const { songs } = await buildRelease(db, { tracks: 1 });
    const song = songs[0];
    if (!song) throw new Error('no song');
    await buildCheck(db, { user: await buildUser(db, { username: 'song_liker' }), song, reaction: 'LIKED' });
    await buildCheck(db, {
      user: await buildUser(db, { username: 'song_fan' }),
      song,
      reaction: 'FAVORITED',
    });
    const run = async (status?: string) =>
      (
        await server.current.graphql<{ song: { users: Names } }>(SONG_USERS, {
          id: String(song.id),
          ...(status ? { status } : {}),
        })
      ).body.data?.song.users;
    expect(names(await run())).toEqual(['song_liker']);
    expect(names(await run('FAVORITED'))).toEqual(['song_fan']);
    expect(names(await run('LOVED'))).toEqual([]);
  });

  it('answers the release’s reflections and splits curator lists from members’ lists', async () => {
    const { db } = server.current;
    const { release } = await buildRelease(db);
    const other = (await buildRelease(db)).release;
    await buildLog(db, {
      user: await buildUser(db, { username: 'reviewer' }),
      release,
      review: 'Warm and slow.',
    });
    await buildLog(db, { release: other, review: 'Not this one.' });
    await buildList(db, {
      user: null,
      isPersonal: false,
      curator: 'A magazine',
      name: 'Best of the decade',
      items: [{ release }],
    });
    await buildList(db, { name: 'My Sunday records', items: [{ release }, { release: other }] });
    await buildList(db, { name: 'Unrelated', items: [{ release: other }] });

    const { body } = await server.current.graphql<{
      release: {
        logs: { edges: { node: { review: string } }[] };
        curatorLists: Names;
        userLists: Names;
      };
    }>(TABS, { id: String(release.id) });
    expect(body.errors).toBeUndefined();
    const tabs = body.data?.release;
    expect(tabs?.logs.edges.map(({ node }) => node.review)).toEqual(['Warm and slow.']);
    expect(names(tabs?.curatorLists)).toEqual(['Best of the decade']);
    expect(names(tabs?.userLists)).toEqual(['My Sunday records']);
    expect(tabs?.userLists.pageInfo.totalCount).toBe(1);
  });
});
