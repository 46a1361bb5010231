import { describe, expect, it } from 'vitest';
import { buildCheck, buildFollow, buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const FEED = /* GraphQL */ `
  query CurrentUserForHomePage($username: String!, $offset: Int, $limit: Int, $before: String) {
    user(username: $username) {
      friendsActivity(offset: $offset, limit: $limit, before: $before) {
        edges { node { id cursor date rating user { username } item { __typename ... on Release { id } ... on Song { id } } } }
        pageInfo { hasMore totalCount }
      }
    }
  }
`;

type Feed = {
  user: {
    friendsActivity: {
      edges: Array<{ node: { id: string; cursor: string; date: string; user: { username: string } } }>;
      pageInfo: { hasMore: boolean; totalCount: number };
    };
  };
};

describe('friends activity', () => {
  it("lists the checks of the member's friends (mutual follows) only, newest first, paged by offset or by cursor alike", async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const followed = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const stranger = await buildUser(db);
    // Followed without a follow back, and a follower not followed back: neither is a friend.
    const oneWay = await buildUser(db);
    const fan = await buildUser(db);
    for (const user of followed) {
      await buildFollow(db, me.user, user);
      await buildFollow(db, user, me.user);
    }
    await buildFollow(db, me.user, oneWay);
    await buildFollow(db, fan, me.user);
    const base = Date.UTC(2025, 5, 1);
    let n = 0;
    for (const user of [...followed, stranger, oneWay, fan]) {
      for (let i = 0; i < 4; i++) {
        n++;
        const checkedAt = new Date(base + (n % 5) * 60_000);
        if (i % 2 === 0) await buildCheck(db, { user, release: (await buildRelease(db)).release, checkedAt });
        else await buildCheck(db, { user, song: await buildSong(db), checkedAt });
      }
    }
    const all = await mutate<Feed>(
      server.current,
      FEED,
      { username: me.user.username, limit: 100 },
      me.token,
    );
    const nodes = all.user.friendsActivity.edges.map((e) => e.node);
    expect(nodes).toHaveLength(12);
    expect(all.user.friendsActivity.pageInfo).toEqual({ hasMore: false, totalCount: 12 });
    const outsiders = [stranger.username, oneWay.username, fan.username];
    expect(nodes.filter((node) => outsiders.includes(node.user.username))).toEqual([]);
    const dates = nodes.map((node) => node.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byOffset: string[] = [];
    const byCursor: string[] = [];
    let before: string | undefined;
    for (let offset = 0; offset < 12; offset += 5) {
      const page = await mutate<Feed>(
        server.current,
        FEED,
        { username: me.user.username, offset, limit: 5 },
        me.token,
      );
      byOffset.push(...page.user.friendsActivity.edges.map((e) => e.node.id));
      const keyset = await mutate<Feed>(
        server.current,
        FEED,
        { username: me.user.username, offset, limit: 5, before },
        me.token,
      );
      const edges = keyset.user.friendsActivity.edges;
      byCursor.push(...edges.map((e) => e.node.id));
      expect(keyset.user.friendsActivity.pageInfo.hasMore).toBe(offset + 5 < 12);
      before = edges.at(-1)?.node.cursor;
    }
    expect(byOffset).toEqual(nodes.map((node) => node.id));
    expect(byCursor).toEqual(byOffset);
  });

  it("is the member's own: others FORBIDDEN, guests LOGGED_OUT, a bad cursor BAD_USER_INPUT", async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const other = await buildSession(db);
    const vars = { username: me.user.username };
    expect((await failure(server.current, FEED, vars, other.token)).code).toBe('FORBIDDEN');
    expect((await failure(server.current, FEED, vars)).code).toBe('LOGGED_OUT');
    expect((await failure(server.current, FEED, { ...vars, before: 'yesterday' }, me.token)).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
