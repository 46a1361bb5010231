import pg from 'pg';
import { DEFAULT_STATEMENTS_PER_CLIENT } from '../../../packages/server/src/fair-share/db-gate.ts';
import { percentiles, type Timing } from '../percentiles.ts';
import { startServer } from '../server-process.ts';

const ITEM_CARD = `__typename ... on Release { id title thumb link artists { id name joinPhrase } }
  ... on Song { id title image link artists { id name joinPhrase } }`;
const ACTIVITY_NODE = `id cursor date rating user { id username displayName avatar } item { ${ITEM_CARD} }
  log { id link hasWriting wasDeepListen }`;
const ACTIVITY = `edges { node { ${ACTIVITY_NODE} } } pageInfo { hasMore totalCount }`;
const FOLLOW_FLAGS = `id username displayName isFollowedByCurrentUser isFollowingCurrentUser isFriendsWithCurrentUser
  numberOfFollowers numberOfFollowees`;

/** The member home's queries, as the web client sends them when / opens (in parallel; fragments spelled out). */
const HOME = [
  `query CurrentUserForHomePage($offset: Int, $limit: Int, $before: String) { currentUser { id friendsActivity(offset: $offset, limit: $limit, before: $before) { ${ACTIVITY} } } }`,
  `query RecentActivityForHomePage($offset: Int, $limit: Int) { communityActivity(offset: $offset, limit: $limit) { ${ACTIVITY} } }`,
  `query NewestReleasesForHomePage($offset: Int, $limit: Int) { newestReleases(offset: $offset, limit: $limit) {
    edges { node { id title year image thumb currentUserHasChecked currentUserDeepListened artists { id name joinPhrase } } }
    pageInfo { hasMore totalCount } } }`,
  `query recentAndFeaturedQuery { featuredLists { id name link albumCovers itemsCount numberOfLikes createdBy isOfficial }
    recentReviews { id link rating reviewTitle review dateText user { id username displayName avatar } item { ${ITEM_CARD} } } }`,
  `query MemberGreeting { currentUser { id numberOfChecks numberOfFollowees favoriteReleasesList { id }
    suggestedFollows(limit: 5) { ${FOLLOW_FLAGS} avatar isSupporter isFAN isVIP } } }`,
  'query CurrentUserForNotifications { currentUser { id unseenNotificationsCount } }',
];

/** Another member's profile section (header, favorites, recent activity), in parallel. */
const PROFILE = [
  `query UserForUserPage($username: String!) { user(username: $username) { id username avatar bio website isSupporter isFAN isVIP
    numberOfChecks numberOfLists numberOfFollowers numberOfFollowees isFollowedByCurrentUser isFollowingCurrentUser
    isFriendsWithCurrentUser isBlockedByCurrentUser hasBlockedCurrentUser } }`,
  `query UserForProfile($username: String!) { user(username: $username) { id
    favoriteReleasesList { id itemsCount items(limit: 5) { edges { node { id item { __typename ... on Release { id title thumb } } } } } }
    favoriteArtistsList { id itemsCount items(limit: 5) { edges { node { id item { __typename ... on Artist { id name image } } } } } }
    favoriteSongsList { id itemsCount items(limit: 5) { edges { node { id item { __typename ... on Song { id title image } } } } } }
    recentActivity(limit: 12) { ${ACTIVITY_NODE} } } }`,
];

async function post(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]?.message ?? 'GraphQL error');
  return body.data;
}

/** Wall time of a set of requests sent together, repeated one set at a time after a warm-up. */
async function timeSet(run: () => Promise<unknown>, rounds = 60): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

/**
 * On a seeded PostgreSQL: a new member who follows up to 1,000 of the most active members, each
 * following back (the friends feed shows friends: mutual follows), then
 * the friends feed (first page, pages 6 and 51 by cursor, page 11 by offset), the member home's whole set of
 * queries, and the profile page of an active member.
 */
export async function benchSocial(databaseUrl: string, record: (name: string, value: string) => void) {
  // One member's pages, as a member meets them: their statements held to a client's share of the pool.
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      CLIENT_DB_STATEMENTS_LIMIT: String(DEFAULT_STATEMENTS_PER_CLIENT),
    },
    3344,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const username = `social${Date.now().toString(36)}`;
    const signup = (await post(
      server.url,
      '',
      `mutation { signup(username: "${username}", email: "${username}@bench.test", password: "bench-social-2026", allowEmail: false) { token } }`,
      {},
    )) as { signup: { token: string } };
    const token = signup.signup.token;
    const followed = await client.query(
      `with me as (select id from users where username = $1),
        top as (select id from users where number_of_checks > 0 and id <> (select id from me)
          order by number_of_checks desc limit 1000),
        added as (insert into follows (follower_id, followee_id) select (select id from me), id from top returning followee_id),
        back as (insert into follows (follower_id, followee_id) select id, (select id from me) from top returning follower_id),
        bump as (update users set number_of_followers = number_of_followers + 1, number_of_followees = number_of_followees + 1
          where id in (select followee_id from added))
       update users set number_of_followees = (select count(*) from added), number_of_followers = (select count(*) from back)
       where id = (select id from me)
       returning number_of_followees`,
      [username],
    );
    const following = Number(followed.rows[0]?.number_of_followees ?? 0);
    const activityRows = await client.query(
      `select (select count(*) from user_releases where checked_at is not null)
        + (select count(*) from user_songs where checked_at is not null) as n`,
    );
    // Following 1,000 at once fans their histories out into this member's feed (1.2M feed_items rows
    // at 1M): written back before the timing starts, so the reads are timed and not that write-back
    // (a checkpoint needs a superuser; without one the timing starts at once, as before).
    await client.query('checkpoint').catch(() => undefined);
    const [{ username: profileName }] = (
      await client.query(
        'select username from users where number_of_checks > 0 order by number_of_checks desc limit 1',
      )
    ).rows as [{ username: string }];
    const feed = HOME[0] as string;
    const first = await timeSet(() => post(server.url, token, feed, { offset: 0, limit: 20 }));
    // Cursors 100 and 1,000 activities down (walked by cursor), then the next page from each (keyset).
    type FeedPage = { currentUser: { friendsActivity: { edges: { node: { cursor: string } }[] } } };
    const cursors: (string | undefined)[] = [];
    let walked: string | undefined;
    for (let page = 0; page < 10; page++) {
      const next = (await post(server.url, token, feed, {
        offset: 0,
        limit: 100,
        before: walked,
      })) as FeedPage;
      walked = next.currentUser.friendsActivity.edges.at(-1)?.node.cursor;
      cursors.push(walked);
    }
    const before = cursors[0];
    const keyset = await timeSet(() => post(server.url, token, feed, { offset: 100, limit: 20, before }));
    const deepKeyset = await timeSet(() =>
      post(server.url, token, feed, { offset: 1000, limit: 20, before: cursors[9] }),
    );
    const byOffset = await timeSet(() => post(server.url, token, feed, { offset: 200, limit: 20 }));
    const home = await timeSet(() =>
      Promise.all(HOME.map((query) => post(server.url, token, query, { offset: 0, limit: 12 }))),
    );
    for (const query of HOME.slice(1)) {
      const each = await timeSet(() => post(server.url, token, query, { offset: 0, limit: 12 }), 20);
      record(`  home: ${query.split(/[ ({]/)[1]}`, `p50 ${each.p50} ms, p95 ${each.p95} ms`);
    }
    const profile = await timeSet(() =>
      Promise.all(PROFILE.map((query) => post(server.url, token, query, { username: profileName }))),
    );
    const scale = `following ${following.toLocaleString('en-US')}, ${Number(activityRows.rows[0]?.n).toLocaleString('en-US')} activity rows`;
    record(
      `friends activity, first page (${scale})`,
      `p50 ${first.p50} ms, p95 ${first.p95} ms (budget p95 ≤ 50 ms)`,
    );
    record('friends activity, page 6 by cursor', `p50 ${keyset.p50} ms, p95 ${keyset.p95} ms`);
    record('friends activity, page 51 by cursor', `p50 ${deepKeyset.p50} ms, p95 ${deepKeyset.p95} ms`);
    record('friends activity, page 11 by offset', `p50 ${byOffset.p50} ms, p95 ${byOffset.p95} ms`);
    record(
      `member home, its ${HOME.length} queries in parallel`,
      `p50 ${home.p50} ms, p95 ${home.p95} ms (budget p50 ≤ 40 ms)`,
    );
    record(
      'profile page of an active member, its 2 queries in parallel',
      `p50 ${profile.p50} ms, p95 ${profile.p95} ms (budget p50 ≤ 20 ms)`,
    );
  } finally {
    await client.end();
    await server.stop();
  }
}
