import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/rows.ts';
import { buildCheck, buildFollow, buildLog, buildRelease, buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

/** Every read that shows a member's listening, for one release and one log of theirs. */
const READS = /* GraphQL */ `
  query PrivacyReads($username: String!, $releaseId: ID!, $logId: ID!) {
    user(username: $username) {
      isPrivate
      recentActivity { id }
      logs { pageInfo { totalCount } }
      writings: logs(type: WRITINGS) { pageInfo { totalCount } }
      collection { pageInfo { totalCount } }
      listened { pageInfo { totalCount } }
      listenTo { pageInfo { totalCount } }
    }
    release(id: $releaseId) {
      logs { pageInfo { totalCount } edges { node { user { username } } } }
      users(status: LISTENED) { edges { node { username } } }
      liked: users(status: LIKED) { edges { node { username } } }
    }
    communityActivity(limit: 50) { edges { node { user { username } } } pageInfo { totalCount } }
    recentReviews { user { username } }
    log(id: $logId) { id }
  }
`;

type Reads = {
  user: {
    isPrivate: boolean;
    recentActivity: unknown[];
    logs: { pageInfo: { totalCount: number } };
    writings: { pageInfo: { totalCount: number } };
    collection: { pageInfo: { totalCount: number } };
    listened: { pageInfo: { totalCount: number } };
    listenTo: { pageInfo: { totalCount: number } };
  };
  release: {
    logs: { pageInfo: { totalCount: number }; edges: { node: { user: { username: string } } }[] };
    users: { edges: { node: { username: string } }[] };
    liked: { edges: { node: { username: string } }[] };
  };
  communityActivity: {
    edges: { node: { user: { username: string } } }[];
    pageInfo: { totalCount: number };
  };
  recentReviews: { user: { username: string } }[];
  log: { id: string } | null;
};

let owner: UserRow;
let releaseId: number;
let logId: number;
const tokens: Record<'owner' | 'friend' | 'follower' | 'stranger', string> = {
  owner: '',
  friend: '',
  follower: '',
  stranger: '',
};

beforeAll(async () => {
  const { db } = server.current;
  owner = await buildUser(db, { username: 'quietlistener', isPrivate: true });
  const friend = await buildUser(db);
  const follower = await buildUser(db);
  await buildFollow(db, owner, friend);
  await buildFollow(db, friend, owner);
  await buildFollow(db, follower, owner);
  const { release } = await buildRelease(db, { title: 'A Private Record' });
  const other = await buildRelease(db, { title: 'Saved For Later' });
  releaseId = release.id;
  await buildCheck(db, { user: owner, release, rating: 4.5, reaction: 'LIKED' });
  // A public member's check, which every reader's community activity counts.
  await buildCheck(db, { user: friend, release: other.release });
  await buildCheck(db, {
    user: owner,
    release: other.release,
    listenTo: 'FIRST_LISTEN',
    checkedAt: undefined,
  });
  const log = await buildLog(db, {
    user: owner,
    release,
    date: '2026-01-02',
    review: 'Only for my friends.',
  });
  logId = log.id;
  tokens.owner = (await buildSession(db, { user: owner })).token;
  tokens.friend = (await buildSession(db, { user: friend })).token;
  tokens.follower = (await buildSession(db, { user: follower })).token;
  tokens.stranger = (await buildSession(db)).token;
});

async function readAs(who: keyof typeof tokens | 'guest') {
  const { body } = await server.current.graphql<Reads>(
    READS,
    { username: owner.username, releaseId: String(releaseId), logId: String(logId) },
    who === 'guest' ? {} : { token: tokens[who] },
  );
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no data');
  // The community's total counts exactly the checks this reader is shown (all of them fit the page).
  const community = body.data.communityActivity;
  expect(community.pageInfo.totalCount, who).toBe(community.edges.length);
  return body.data;
}

function shown(data: Reads) {
  const named = (names: string[]) => names.includes(owner.username);
  return {
    recentActivity: data.user.recentActivity.length > 0,
    diary: data.user.logs.pageInfo.totalCount > 0,
    writings: data.user.writings.pageInfo.totalCount > 0,
    collection: data.user.collection.pageInfo.totalCount > 0,
    listened: data.user.listened.pageInfo.totalCount > 0,
    listenTo: data.user.listenTo.pageInfo.totalCount > 0,
    releaseLogs: named(data.release.logs.edges.map((e) => e.node.user.username)),
    releaseLogCount: data.release.logs.pageInfo.totalCount > 0,
    releaseListeners: named(data.release.users.edges.map((e) => e.node.username)),
    releaseLikers: named(data.release.liked.edges.map((e) => e.node.username)),
    communityActivity: named(data.communityActivity.edges.map((e) => e.node.user.username)),
    recentReviews: named(data.recentReviews.map((log) => log.user.username)),
    log: data.log !== null,
  };
}

const everything = (value: boolean) =>
  Object.fromEntries(
    [
      'recentActivity',
      'diary',
      'writings',
      'collection',
      'listened',
      'listenTo',
      'releaseLogs',
      'releaseLogCount',
      'releaseListeners',
      'releaseLikers',
      'communityActivity',
      'recentReviews',
      'log',
    ].map((key) => [key, value]),
  );

describe('a private profile', () => {
  it('shows its listening to the member and their friends (mutual follows) only', async () => {
    expect(shown(await readAs('owner'))).toEqual(everything(true));
    expect(shown(await readAs('friend'))).toEqual(everything(true));
  });

  it('hides it in every read path from guests, strangers and one-way followers', async () => {
    for (const who of ['guest', 'stranger', 'follower'] as const) {
      const data = await readAs(who);
      expect(data.user.isPrivate).toBe(true);
      expect({ who, ...shown(data) }).toEqual({ who, ...everything(false) });
    }
  });

  it('shows everything again once the member makes the profile public', async () => {
    await server.current.graphql(
      'mutation { updatePrivacySettings(isPrivate: false) { isPrivate } }',
      {},
      { token: tokens.owner },
    );
    expect(shown(await readAs('guest'))).toEqual(everything(true));
    await server.current.graphql(
      'mutation { updatePrivacySettings(isPrivate: true) { isPrivate } }',
      {},
      { token: tokens.owner },
    );
    expect(shown(await readAs('guest'))).toEqual(everything(false));
  });
});
