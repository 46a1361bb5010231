import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/rows.ts';
import { buildCheck, buildFollow, buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const FEED = /* GraphQL */ `
  query CurrentUserForHomePage($limit: Int) {
    currentUser { id friendsActivity(limit: $limit) {
      edges { node { id cursor date rating user { id username avatar } log { id }
        item { ... on Release { id title thumb artists { id name } } } } }
      pageInfo { hasMore totalCount } } }
  }
`;
const NETWORK = /* GraphQL */ `
  query UserFollowers($username: String!) {
    user(username: $username) { id followers(limit: 20) {
      edges { node { id username avatar isSupporter isFollowedByCurrentUser isFollowingCurrentUser isFriendsWithCurrentUser } }
      pageInfo { totalCount } } }
  }
`;
const INBOX = /* GraphQL */ `
  query UserRecsForProfile($username: String!) {
    user(username: $username) {
      id unseenNotificationsCount
      recs(limit: 20) { edges { node { id date explanation recommendersRating recommender { id username }
        item { ... on Release { id title artists { id name } currentUserHasChecked } } } } pageInfo { totalCount } }
      recNotifications { id kind viewed user { id username } rec { id item { ... on Release { id title } } } }
    }
  }
`;
const RECOMMEND = /* GraphQL */ `
  mutation recommendRelease($recommendeeIds: [ID!]!, $releaseId: ID!) {
    recommendRelease(recommendeeIds: $recommendeeIds, releaseId: $releaseId) { id }
  }
`;

/** Members who follow `center` and whom it follows back, each with a checked, rated release. */
async function friends(center: UserRow, count: number) {
  const { db } = server.current;
  const made = [];
  for (let i = 0; i < count; i++) {
    const friend = await buildSession(db);
    await buildFollow(db, center, friend.user);
    await buildFollow(db, friend.user, center);
    const { release } = await buildRelease(db);
    await buildCheck(db, { user: friend.user, release, rating: 3 });
    made.push({ ...friend, release });
  }
  return made;
}

describe('statements per social page', () => {
  it('friends activity, followers and the recs inbox cost the same for 2 members as for 8', async () => {
    const { db } = server.current;
    const counts: Record<string, number[]> = { feed: [], network: [], inbox: [] };
    for (const size of [2, 8]) {
      const me = await buildSession(db);
      const made = await friends(me.user, size);
      await buildUser(db);
      for (const friend of made)
        await server.current.graphql(
          RECOMMEND,
          { recommendeeIds: [String(me.user.id)], releaseId: String(friend.release.id) },
          { token: friend.token },
        );
      const feed = await server.current.recorded<{ currentUser: { friendsActivity: { edges: unknown[] } } }>(
        FEED,
        { limit: 20 },
        { token: me.token },
      );
      expect(feed.body.data?.currentUser.friendsActivity.edges).toHaveLength(size);
      counts.feed?.push(feed.statements.length);
      const network = await server.current.recorded(
        NETWORK,
        { username: me.user.username },
        { token: me.token },
      );
      counts.network?.push(network.statements.length);
      const inbox = await server.current.recorded<{ user: { recs: { edges: unknown[] } } }>(
        INBOX,
        { username: me.user.username },
        { token: me.token },
      );
      expect(inbox.body.data?.user.recs.edges).toHaveLength(size);
      counts.inbox?.push(inbox.statements.length);
    }
    expect(counts).toEqual({ feed: [8, 8], network: [6, 6], inbox: [11, 11] });
  });
});
