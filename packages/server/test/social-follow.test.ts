import { describe, expect, it } from 'vitest';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildCheck, buildLog, buildRelease, buildSession, buildUser } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { BLOCK, FOLLOW, socialSnapshot, UNBLOCK, UNFOLLOW } from './social-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const NETWORK = /* GraphQL */ `
  query UserFollowers($username: String!) {
    user(username: $username) {
      followers(limit: 10) { edges { node { username isFollowedByCurrentUser } } pageInfo { hasMore totalCount } }
      followees(limit: 10) { edges { node { username } } pageInfo { hasMore totalCount } }
    }
  }
`;

type Followed = {
  username: string;
  isFollowedByCurrentUser: boolean;
  isFollowingCurrentUser: boolean;
  isFriendsWithCurrentUser: boolean;
  numberOfFollowers: number;
  numberOfFollowees: number;
};

describe('follows', () => {
  it('follow, follow back (friends), unfollow: flags and counts on both sides', async () => {
    const { db } = server.current;
    const ann = await buildSession(db);
    const bob = await buildSession(db);
    const follow = (token: string, name: string) =>
      mutate<{ followUser: Followed }>(server.current, FOLLOW, { followeeUsername: name }, token);
    const first = await follow(ann.token, bob.user.username.toUpperCase());
    expect(first.followUser).toMatchObject({
      username: bob.user.username,
      isFollowedByCurrentUser: true,
      isFollowingCurrentUser: false,
      isFriendsWithCurrentUser: false,
      numberOfFollowers: 1,
    });
    const again = await follow(ann.token, bob.user.username);
    expect(again.followUser.numberOfFollowers).toBe(1);
    const back = await follow(bob.token, ann.user.username);
    expect(back.followUser).toMatchObject({ isFollowingCurrentUser: true, isFriendsWithCurrentUser: true });
    const network = await server.current.graphql<{
      user: {
        followers: { edges: Array<{ node: { username: string } }>; pageInfo: { totalCount: number } };
        followees: { pageInfo: { totalCount: number } };
      };
    }>(NETWORK, { username: bob.user.username }, { token: ann.token });
    expect(network.body.data?.user.followers.edges.map((e) => e.node.username)).toEqual([ann.user.username]);
    expect(network.body.data?.user.followees.pageInfo.totalCount).toBe(1);
    const gone = await mutate<{ unfollowUser: Followed }>(
      server.current,
      UNFOLLOW,
      { followeeUsername: bob.user.username },
      ann.token,
    );
    expect(gone.unfollowUser).toMatchObject({
      isFollowedByCurrentUser: false,
      isFollowingCurrentUser: true,
      isFriendsWithCurrentUser: false,
      numberOfFollowers: 0,
    });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('refuses oneself, unknown members and guests, changing nothing', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const before = await socialSnapshot(db);
    expect(
      await failure(server.current, FOLLOW, { followeeUsername: me.user.username }, me.token),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'followeeUsername',
    });
    expect((await failure(server.current, FOLLOW, { followeeUsername: 'nobody-here' }, me.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await failure(server.current, UNFOLLOW, { followeeUsername: 'nobody-here' }, me.token)).code,
    ).toBe('NOT_FOUND');
    expect(await failure(server.current, FOLLOW, { followeeUsername: '' }, me.token)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'followeeUsername',
    });
    const guest = await failure(server.current, FOLLOW, { followeeUsername: me.user.username });
    expect(guest.code).toBe('LOGGED_OUT');
    expect(guest.message).toContain('loggedOut');
    expect(await socialSnapshot(db)).toEqual(before);
  });

  it('50 members following one member at once, twice, count exactly 50; then all unfollow at once', async () => {
    const { db } = server.current;
    const star = await buildUser(db);
    const fans = await Promise.all(Array.from({ length: 50 }, () => buildSession(db)));
    const all = (query: string) =>
      Promise.all(
        fans.flatMap(({ token }) => [
          server.current.graphql(query, { followeeUsername: star.username }, { token }),
          server.current.graphql(query, { followeeUsername: star.username }, { token }),
        ]),
      );
    expect((await all(FOLLOW)).every((r) => r.body.errors === undefined)).toBe(true);
    const network = await server.current.graphql<{
      user: { followers: { pageInfo: { totalCount: number } } };
    }>(NETWORK, { username: star.username });
    expect(network.body.data?.user.followers.pageInfo.totalCount).toBe(50);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
    expect((await all(UNFOLLOW)).every((r) => r.body.errors === undefined)).toBe(true);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('two members following each other at the same moment both count, with no deadlock', async () => {
    const { db } = server.current;
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async () => [await buildSession(db), await buildSession(db)] as const),
    );
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [
        server.current.graphql(FOLLOW, { followeeUsername: b.user.username }, { token: a.token }),
        server.current.graphql(FOLLOW, { followeeUsername: a.user.username }, { token: b.token }),
      ]),
    );
    expect(results.every((r) => r.body.errors === undefined)).toBe(true);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});

describe('blocking (beyond the spec)', () => {
  it('ends follows both ways; the blocked member cannot follow back nor see the activity', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const pest = await buildSession(db);
    const { release } = await buildRelease(db);
    await buildCheck(db, { user: me.user, release });
    await mutate(server.current, FOLLOW, { followeeUsername: pest.user.username }, me.token);
    await mutate(server.current, FOLLOW, { followeeUsername: me.user.username }, pest.token);
    const blocked = await mutate<{ blockUser: Record<string, boolean> }>(
      server.current,
      BLOCK,
      { username: pest.user.username },
      me.token,
    );
    expect(blocked.blockUser).toMatchObject({
      isBlockedByCurrentUser: true,
      isFollowedByCurrentUser: false,
      isFollowingCurrentUser: false,
    });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
    const before = await socialSnapshot(db);
    expect(
      (await failure(server.current, FOLLOW, { followeeUsername: me.user.username }, pest.token)).code,
    ).toBe('FORBIDDEN');
    expect(await socialSnapshot(db)).toEqual(before);
    await buildLog(db, { user: me.user, release, date: '2025-01-02' });
    const activity = /* GraphQL */ `query ($u: String!) { user(username: $u) { hasBlockedCurrentUser recentActivity { date } logs { pageInfo { totalCount } } } }`;
    const seen = await server.current.graphql<{
      user: { hasBlockedCurrentUser: boolean; recentActivity: unknown[] };
    }>(activity, { u: me.user.username }, { token: pest.token });
    expect(seen.body.data?.user).toEqual({
      hasBlockedCurrentUser: true,
      recentActivity: [],
      logs: { pageInfo: { totalCount: 0 } },
    });
    const visitor = await server.current.graphql<{
      user: { recentActivity: unknown[]; logs: { pageInfo: { totalCount: number } } };
    }>(activity, { u: me.user.username });
    expect(visitor.body.data?.user.recentActivity).toHaveLength(1);
    expect(visitor.body.data?.user.logs.pageInfo.totalCount).toBe(1);
    await mutate(server.current, UNBLOCK, { username: pest.user.username }, me.token);
    await mutate(server.current, FOLLOW, { followeeUsername: me.user.username }, pest.token);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('refuses blocking oneself or an unknown member, and a guest', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const before = await socialSnapshot(db);
    expect((await failure(server.current, BLOCK, { username: me.user.username }, me.token)).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await failure(server.current, BLOCK, { username: 'nobody-here' }, me.token)).code).toBe(
      'NOT_FOUND',
    );
    expect(await failure(server.current, BLOCK, { username: '  ' }, me.token)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'username',
      message: 'username is required.',
    });
    expect(await failure(server.current, BLOCK, { username: 'x'.repeat(3_000) }, me.token)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'username',
      message: 'username must be at most 50 characters long.',
    });
    expect((await failure(server.current, BLOCK, { username: me.user.username })).code).toBe('LOGGED_OUT');
    expect(await socialSnapshot(db)).toEqual(before);
  });
});
