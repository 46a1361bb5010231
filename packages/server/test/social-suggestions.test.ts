import { describe, expect, it } from 'vitest';
import { buildCheck, buildFollow, buildSession, buildUser } from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const SUGGESTIONS = /* GraphQL */ `
  query MemberGreeting($username: String!) {
    user(username: $username) { id suggestedFollows(limit: 3) { username isFollowingCurrentUser } }
  }
`;

type Suggestions = {
  user: { suggestedFollows: Array<{ username: string; isFollowingCurrentUser: boolean }> };
};

describe('suggestedFollows', () => {
  it('offers members who follow the member first, then the most followed listeners; never the followed, blocked, silent or oneself', async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    await buildCheck(db, { user: me.user });
    const listener = async () => {
      const user = await buildUser(db);
      await buildCheck(db, { user });
      return user;
    };
    const fan = await listener();
    const star = await listener();
    const rising = await listener();
    const followed = await listener();
    const blocked = await listener();
    const silent = await buildUser(db);
    await buildFollow(db, fan, me.user);
    for (const follower of [fan, rising, followed, blocked, silent]) await buildFollow(db, follower, star);
    for (const follower of [followed, blocked, silent]) await buildFollow(db, follower, rising);
    for (const follower of [star, rising, blocked, silent, fan]) await buildFollow(db, follower, followed);
    await buildFollow(db, me.user, followed);
    await mutate(
      server.current,
      `mutation { blockUser(username: "${blocked.username}") { id } }`,
      {},
      me.token,
    );
    for (let i = 0; i < 6; i++) await buildFollow(db, await buildUser(db), silent);
    const data = await mutate<Suggestions>(
      server.current,
      SUGGESTIONS,
      { username: me.user.username },
      me.token,
    );
    expect(data.user.suggestedFollows).toEqual([
      { username: fan.username, isFollowingCurrentUser: true },
      { username: star.username, isFollowingCurrentUser: false },
      { username: rising.username, isFollowingCurrentUser: false },
    ]);
  });

  it("is the member's own: others FORBIDDEN, guests LOGGED_OUT", async () => {
    const { db } = server.current;
    const me = await buildSession(db);
    const other = await buildSession(db);
    const vars = { username: me.user.username };
    expect((await failure(server.current, SUGGESTIONS, vars, other.token)).code).toBe('FORBIDDEN');
    expect((await failure(server.current, SUGGESTIONS, vars)).code).toBe('LOGGED_OUT');
  });
});
