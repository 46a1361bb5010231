import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/select-rows.ts';
import { buildCheck, buildFollow, buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RECOMMEND = /* GraphQL */ `
  mutation recommendRelease($recommendeeIds: [ID!]!, $releaseId: ID!, $explanation: String) {
    recommendRelease(recommendeeIds: $recommendeeIds, releaseId: $releaseId, explanation: $explanation) {
      id explanation isFriendRec declined recommendersRating recommender { username }
      item { ... on Release { id } }
    }
  }
`;
const FRIENDS_TO_REC = /* GraphQL */ `
  query RecommendModalQuery($username: String!, $itemId: ID!, $itemType: ItemType!) {
    user(username: $username) { friendsToRec(itemId: $itemId, itemType: $itemType) { id username } }
  }
`;

async function friendsOf() {
  const { db } = server.current;
  const me = await buildSession(db);
  const friend = await buildUser(db);
  const follower = await buildUser(db);
  await buildFollow(db, me.user, friend);
  await buildFollow(db, friend, me.user);
  await buildFollow(db, follower, me.user);
  return { me, friend, follower };
}

describe('recommendations to friends', () => {
  it('lists only friends not yet recommended the item, and sends with the explanation and rating', async () => {
    const { db } = server.current;
    const { me, friend } = await friendsOf();
    const { release } = await buildRelease(db);
    await buildCheck(db, { user: me.user, release, rating: 4 });
    const vars = { username: me.user.username, itemId: String(release.id), itemType: 'RELEASE' };
    const before = await server.current.graphql<{ user: { friendsToRec: Array<{ username: string }> } }>(
      FRIENDS_TO_REC,
      vars,
      { token: me.token },
    );
    expect(before.body.data?.user.friendsToRec.map((u) => u.username)).toEqual([friend.username]);
    const sent = await server.current.graphql<{ recommendRelease: Array<Record<string, unknown>> }>(
      RECOMMEND,
      {
        recommendeeIds: [String(friend.id)],
        releaseId: String(release.id),
        explanation: ' You will love side B. ',
      },
      { token: me.token },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data?.recommendRelease).toEqual([
      expect.objectContaining({
        explanation: 'You will love side B.',
        isFriendRec: true,
        declined: false,
        recommendersRating: 4,
        recommender: { username: me.user.username },
      }),
    ]);
    const after = await server.current.graphql<{ user: { friendsToRec: unknown[] } }>(FRIENDS_TO_REC, vars, {
      token: me.token,
    });
    expect(after.body.data?.user.friendsToRec).toEqual([]);
    const other = await buildSession(db);
    const forbidden = await server.current.graphql(FRIENDS_TO_REC, vars, { token: other.token });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses anyone who is not a friend and sends nothing, even to the friends named with them', async () => {
    const { db } = server.current;
    const { me, friend, follower } = await friendsOf();
    const { release } = await buildRelease(db);
    const refused = await server.current.graphql(
      RECOMMEND,
      { recommendeeIds: [String(friend.id), String(follower.id)], releaseId: String(release.id) },
      { token: me.token },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [count] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int n from recommendations where recommender_id = ${me.user.id}`,
    );
    expect(count?.n).toBe(0);
    const missing = await server.current.graphql(
      RECOMMEND,
      { recommendeeIds: [String(friend.id)], releaseId: '999999' },
      { token: me.token },
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const guest = await server.current.graphql(RECOMMEND, {
      recommendeeIds: [String(friend.id)],
      releaseId: String(release.id),
    });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGGED_OUT');
    const tooMany = await server.current.graphql(
      RECOMMEND,
      { recommendeeIds: Array.from({ length: 51 }, (_, i) => String(i + 1)), releaseId: String(release.id) },
      { token: me.token },
    );
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'recommendeeIds',
    });
  });

  it('refuses a friend who was already recommended the item, so no second rec or notification reaches them', async () => {
    const { db } = server.current;
    const { me, friend } = await friendsOf();
    const other = await buildUser(db);
    await buildFollow(db, me.user, other);
    await buildFollow(db, other, me.user);
    const { release } = await buildRelease(db);
    const vars = { recommendeeIds: [String(friend.id)], releaseId: String(release.id) };
    const first = await server.current.graphql(RECOMMEND, vars, { token: me.token });
    expect(first.body.errors).toBeUndefined();
    const again = await server.current.graphql(
      RECOMMEND,
      { recommendeeIds: [String(friend.id), String(other.id)], releaseId: String(release.id) },
      { token: me.token },
    );
    expect(again.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(again.body.errors?.[0]?.message).toContain(friend.username);
    const [recs] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int n from recommendations where recommender_id = ${me.user.id}`,
    );
    expect(recs?.n).toBe(1);
    const [notes] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int n from notifications where user_id = ${friend.id} and kind = 'RECOMMENDED'`,
    );
    expect(notes?.n).toBe(1);
  });
});
