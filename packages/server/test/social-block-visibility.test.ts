import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/rows.ts';
import {
  buildCheck,
  buildFollow,
  buildLog,
  buildRelease,
  buildSession,
  buildSong,
  buildUser,
} from './factories.ts';
import { failure, mutate } from './listening-support.ts';
import { BLOCK, UNBLOCK } from './social-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

/** The reads that show the blocker's listening: item pages, the reflection, home, their collection. */
const READS = /* GraphQL */ `
  query BlockReads($me: String!, $blocker: String!, $releaseId: ID!, $songId: ID!, $logId: ID!) {
    release(id: $releaseId) {
      logs { pageInfo { totalCount } edges { node { user { username } } } }
      users(status: LISTENED) { edges { node { username } } }
    }
    song(id: $songId) { logs { pageInfo { totalCount } edges { node { user { username } } } } }
    log(id: $logId) { id review }
    communityActivity(limit: 50) {
      edges { node { user { username } log { id } } }
      pageInfo { totalCount }
    }
    recentReviews { user { username } }
    user(username: $me) { friendsActivity(limit: 50) { edges { node { user { username } } } } }
    blocker: user(username: $blocker) { collection { pageInfo { totalCount } } }
  }
`;

type Named = { edges: { node: { user: { username: string } } }[] };
type Reads = {
  release: {
    logs: Named & { pageInfo: { totalCount: number } };
    users: { edges: { node: { username: string } }[] };
  };
  song: { logs: Named & { pageInfo: { totalCount: number } } };
  log: { id: string; review: string } | null;
  communityActivity: Named & { pageInfo: { totalCount: number } };
  recentReviews: { user: { username: string } }[];
  user: { friendsActivity: Named };
  blocker: { collection: { pageInfo: { totalCount: number } } };
};

const UPVOTE = /* GraphQL */ `
  mutation ($logId: ID!) { upvoteLog(logId: $logId, type: "review") { id } }
`;

let alice: UserRow;
let ids: { releaseId: string; songId: string; logId: string };
let members: Record<'alice' | 'carol' | 'dave', { user: UserRow; token: string }>;

beforeAll(async () => {
  const { db } = server.current;
  alice = await buildUser(db, { username: 'aliceblocks' });
  const carol = await buildUser(db, { username: 'carolblocked' });
  const dave = await buildUser(db, { username: 'davethird' });
  // Carol and Alice are friends, and so are Dave and Alice: both see her in their friends feed.
  for (const other of [carol, dave]) {
    await buildFollow(db, alice, other);
    await buildFollow(db, other, alice);
  }
  const { release } = await buildRelease(db, { title: 'Shared Record' });
  const song = await buildSong(db, { title: 'Shared Song' });
  await buildCheck(db, { user: alice, release, rating: 4 });
  await buildCheck(db, { user: alice, song });
  // Carol's own check, which she always sees.
  await buildCheck(db, { user: carol, release: (await buildRelease(db)).release });
  const log = await buildLog(db, { user: alice, release, date: '2026-01-02', review: 'A reflection.' });
  await buildLog(db, { user: alice, song, date: '2026-01-03', review: 'On the song.' });
  ids = { releaseId: String(release.id), songId: String(song.id), logId: String(log.id) };
  const session = async (user: UserRow) => ({ user, token: (await buildSession(db, { user })).token });
  members = { alice: await session(alice), carol: await session(carol), dave: await session(dave) };
});

async function readAs(who: keyof typeof members) {
  const { user, token } = members[who];
  const { body } = await server.current.graphql<Reads>(
    READS,
    { me: user.username, blocker: alice.username, ...ids },
    { token },
  );
  expect(body.errors).toBeUndefined();
  if (!body.data) throw new Error('no data');
  // The community's total counts exactly the checks this reader is shown (all of them fit the page).
  expect(body.data.communityActivity.pageInfo.totalCount, who).toBe(body.data.communityActivity.edges.length);
  return body.data;
}

/** Where the reader is shown Alice's listening. */
function aliceShown(data: Reads) {
  const named = (names: string[]) => names.includes(alice.username);
  const users = (list: Named) => list.edges.map((e) => e.node.user.username);
  return {
    releaseLogs: named(users(data.release.logs)),
    releaseLogCount: data.release.logs.pageInfo.totalCount > 0,
    releaseListeners: named(data.release.users.edges.map((e) => e.node.username)),
    songLogs: named(users(data.song.logs)),
    songLogCount: data.song.logs.pageInfo.totalCount > 0,
    log: data.log !== null,
    communityActivity: named(users(data.communityActivity)),
    recentReviews: named(data.recentReviews.map((review) => review.user.username)),
    collection: data.blocker.collection.pageInfo.totalCount > 0,
  };
}

const everywhere = (value: boolean) => ({
  releaseLogs: value,
  releaseLogCount: value,
  releaseListeners: value,
  songLogs: value,
  songLogCount: value,
  log: value,
  communityActivity: value,
  recentReviews: value,
  collection: value,
});

describe('a block keeps the blocker’s listening from the blocked member', () => {
  it('before the block, the friends all see Alice’s reflection everywhere', async () => {
    for (const who of ['alice', 'carol', 'dave'] as const)
      expect({ who, ...aliceShown(await readAs(who)) }).toEqual({ who, ...everywhere(true) });
    expect((await readAs('carol')).log?.review).toBe('A reflection.');
  });

  it('after Alice blocks Carol, Carol sees none of it; Alice and Dave see everything', async () => {
    await mutate(server.current, BLOCK, { username: members.carol.user.username }, members.alice.token);
    const carol = await readAs('carol');
    expect(aliceShown(carol)).toEqual(everywhere(false));
    expect(carol.log).toBeNull();
    expect(carol.user.friendsActivity.edges).toEqual([]);
    // Carol still sees her own check in the community feed.
    expect(carol.communityActivity.edges.map((e) => e.node.user.username)).toEqual([
      members.carol.user.username,
    ]);
    for (const who of ['alice', 'dave'] as const)
      expect({ who, ...aliceShown(await readAs(who)) }).toEqual({ who, ...everywhere(true) });
    expect((await readAs('dave')).user.friendsActivity.edges.length).toBeGreaterThan(0);
  });

  it('refuses Carol’s upvote of the hidden reflection as not found', async () => {
    const refused = await failure(server.current, UPVOTE, { logId: ids.logId }, members.carol.token);
    expect(refused.code).toBe('NOT_FOUND');
    await mutate(server.current, UPVOTE, { logId: ids.logId }, members.dave.token);
  });

  it('after Alice unblocks Carol, it shows again', async () => {
    await mutate(server.current, UNBLOCK, { username: members.carol.user.username }, members.alice.token);
    expect(aliceShown(await readAs('carol'))).toEqual(everywhere(true));
  });
});
