import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDb, openDb } from '../src/db/open-db.ts';
import { newMember, SIGNUP } from './accounts-helpers.ts';
import { buildRelease } from './factories.ts';
import { type ApiNode, startApiNode } from './scaling/nodes.ts';
import {
  type ReplicatedCluster,
  replicationMissing,
  startReplicatedCluster,
} from './scaling/replica-cluster.ts';

/**
 * DATABASE_REPLICA_URLS on a real PostgreSQL 15 primary and hot standby (streaming replication,
 * started here): guests read the replica; a member reads the primary after a write of theirs, and a
 * replica only once it has replayed that write; a replica paused too long or stopped leaves the
 * rotation and comes back by itself.
 */
const postgres = process.env.TEST_DB === 'postgres';
const missing = postgres ? replicationMissing() : 'the embedded database has no replicas';
const RYW_SECONDS = 2;
const MAX_LAG_SECONDS = 4;
let cluster: ReplicatedCluster;
let primary: OpenedDb;
let node: ApiNode;

beforeAll(async () => {
  if (missing) return;
  cluster = await startReplicatedCluster();
  primary = await openDb({ databaseUrl: cluster.primaryUrl, poolSize: 2 });
  node = await startApiNode({
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.standbyUrl,
    READ_YOUR_WRITES_SECONDS: String(RYW_SECONDS),
    REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
  });
}, 180_000);

afterAll(async () => {
  if (missing) return;
  await node?.stop();
  await primary?.close();
  cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The community's activity counts every visible member's checks, read where the routing says.
const COMMUNITY = `{ communityActivity(limit: 1) { pageInfo { totalCount } } }`;
const CHECK = `mutation C($releaseId: ID!) { checkRelease(releaseId: $releaseId) { numberOfChecks } }`;
type Community = { communityActivity: { pageInfo: { totalCount: number } } };

/** Waits for the node's log to say the replica left or rejoined the rotation (after `since`). */
function rotation(msg: 'replica in rotation' | 'replica out of rotation', since: number, timeoutMs = 20_000) {
  return node.process.waitForLine((line) => line.msg === msg && Number(line.time) >= since, timeoutMs);
}

describe.skipIf(!!missing)(`read replicas${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let member: { username: string; token: string };
  const checksSeen = async (token?: string) =>
    (await node.graphql<Community>(COMMUNITY, {}, token ? { token } : {})).data?.communityActivity.pageInfo
      .totalCount;

  it('a member reads their own write; guests read the replica; a paused replica leaves the rotation', {
    timeout: 240_000,
  }, async () => {
    const vars = newMember();
    const signed = await node.graphql<{ signup: { token: string } }>(SIGNUP, vars, { ip: '203.0.113.7' });
    member = { username: vars.username, token: signed.data?.signup.token ?? '' };
    const { release } = await buildRelease(primary.db);
    await cluster.onStandby('select pg_wal_replay_pause()');
    const wroteAt = Date.now();
    const checked = await node.graphql<{ checkRelease: { numberOfChecks: number } }>(
      CHECK,
      { releaseId: release.id },
      { token: member.token },
    );
    expect(checked.data?.checkRelease.numberOfChecks).toBe(1);
    // Within the window: the member's reads on the primary, a guest's on the (paused) replica.
    expect(await checksSeen(member.token)).toBe(1);
    expect(await checksSeen()).toBe(0);
    // Past READ_YOUR_WRITES_SECONDS but the replica has not replayed the write: still the primary.
    await sleep(wroteAt + RYW_SECONDS * 1000 + 200 - Date.now());
    expect(Date.now() - wroteAt).toBeLessThan(MAX_LAG_SECONDS * 1000);
    expect(await checksSeen(member.token)).toBe(1);
    expect(await checksSeen()).toBe(0);
    // Paused past REPLICA_MAX_LAG_SECONDS: out of rotation, a guest reads the primary.
    const out = await rotation('replica out of rotation', wroteAt);
    expect(out.replica).toContain('/earmark');
    expect(await checksSeen()).toBe(1);

    await cluster.onStandby('select pg_wal_replay_resume()');
    await rotation('replica in rotation', Number(out.time));
    expect(await checksSeen()).toBe(1);
  });

  it('a stopped replica leaves the rotation, its reads go to the primary, and it comes back after a restart', {
    timeout: 240_000,
  }, async () => {
    const stoppedAt = Date.now();
    cluster.stopStandby();
    // Reads sent to it before a check notices go to the primary: no request fails.
    for (let read = 0; read < 5; read += 1) expect(await checksSeen()).toBe(1);
    await rotation('replica out of rotation', stoppedAt);
    for (let read = 0; read < 5; read += 1) expect(await checksSeen()).toBe(1);
    const restartedAt = Date.now();
    cluster.startStandby();
    await rotation('replica in rotation', restartedAt, 30_000);
    // Back on the replica: a write it has not replayed is not seen by a guest.
    await cluster.onStandby('select pg_wal_replay_pause()');
    await primary.db.execute(sql`update users set number_of_checks = 7 where username = ${member.username}`);
    expect(await checksSeen()).toBe(1);
    await cluster.onStandby('select pg_wal_replay_resume()');
  });
});
