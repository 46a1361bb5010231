import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OpenedDb, openDb } from '../src/db/open-db.ts';
import { RELEASE_TTL_MS } from '../src/modules/catalog/public-cache.ts';
import { CURRENT_USER, LOGIN, LOGOUT, newMember, SIGNUP } from './accounts-helpers.ts';
import { buildRelease } from './factories.ts';
import { type ApiNode, cloneTemplateDatabase, startApiNode } from './scaling/nodes.ts';

/**
 * Two API nodes (two `npm start` process trees, as behind a load balancer) on one PostgreSQL
 * database: what one node decides about a client holds on the other at once, because sessions and
 * rate limits live in the database. Guests' catalog copies are per process (catalog/public-cache.ts)
 * and trail by at most RELEASE_TTL_MS; members always read fresh.
 */
const postgres = process.env.TEST_DB === 'postgres';
let nodeA: ApiNode;
let nodeB: ApiNode;
let db: OpenedDb;
let drop = async () => {};

beforeAll(async () => {
  if (!postgres) return;
  const template = inject('templateDatabase');
  if (!template) throw new Error('global-setup did not create the template database');
  const clone = await cloneTemplateDatabase(template);
  drop = clone.drop;
  db = await openDb({ databaseUrl: clone.url, poolSize: 2 });
  [nodeA, nodeB] = await Promise.all([
    startApiNode({ DATABASE_URL: clone.url }),
    startApiNode({ DATABASE_URL: clone.url }),
  ]);
  // Waits, not budgets: two process trees start beside the other test runs.
}, 420_000);

afterAll(async () => {
  if (!postgres) return;
  const codes = await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await db?.close();
  await drop();
  expect(codes).toEqual([0, 0]);
});

let address = 0;
const newIp = () => {
  address += 1;
  return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};
const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;

async function signUpOn(node: ApiNode) {
  const vars = newMember();
  const body = await node.graphql<{ signup: { token: string } }>(SIGNUP, vars, { ip: newIp() });
  const token = body.data?.signup.token;
  if (!token) throw new Error(`signup failed: ${JSON.stringify(body.errors)}`);
  return { ...vars, token };
}

const RELEASE = `query R($id: ID!) { release(id: $id) { numberOfChecks currentUserHasChecked } }`;
const CHECK = `mutation C($releaseId: ID!) { checkRelease(releaseId: $releaseId) { numberOfChecks } }`;
type ReleaseCounts = { release: { numberOfChecks: number; currentUserHasChecked: boolean } };

describe.skipIf(!postgres)(
  'two API nodes on one database (skipped on the embedded database: one process only)',
  () => {
    let releaseId = 0;
    let guestCachedAt = 0;

    it('a member reads their own write made on the other node; a guest copy on a node trails by at most RELEASE_TTL_MS', async () => {
      const { release } = await buildRelease(db.db);
      releaseId = release.id;
      const member = await signUpOn(nodeA);
      guestCachedAt = Date.now();
      expect(
        (await nodeA.graphql<ReleaseCounts>(RELEASE, { id: releaseId })).data?.release.numberOfChecks,
      ).toBe(0);

      const checked = await nodeB.graphql<{ checkRelease: { numberOfChecks: number } }>(
        CHECK,
        { releaseId },
        { token: member.token },
      );
      expect(checked.data?.checkRelease.numberOfChecks).toBe(1);
      const own = await nodeA.graphql<ReleaseCounts>(RELEASE, { id: releaseId }, { token: member.token });
      expect(own.data?.release).toEqual({ numberOfChecks: 1, currentUserHasChecked: true });
      // The writing node forgot its guest copy; the other node's copy is the per-process one.
      expect(
        (await nodeB.graphql<ReleaseCounts>(RELEASE, { id: releaseId })).data?.release.numberOfChecks,
      ).toBe(1);
      expect(
        (await nodeA.graphql<ReleaseCounts>(RELEASE, { id: releaseId })).data?.release.numberOfChecks,
      ).toBe(0);
    });

    it('the login limit per address cannot be doubled by alternating nodes', async () => {
      const ip = newIp();
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const node = attempt % 2 === 0 ? nodeA : nodeB;
        codes.push(
          codeOf(
            await node.graphql(LOGIN, { usernameOrEmail: 'nobody-here', password: 'wrong-password' }, { ip }),
          ),
        );
      }
      // 10 a minute per address, counted once across both nodes.
      expect(codes.slice(0, 10).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
      expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    });

    it('an account locked by failed logins on both nodes is locked on both, even with the right password', async () => {
      const member = await signUpOn(nodeA);
      for (let attempt = 0; attempt < 25; attempt += 1) {
        const node = attempt % 2 === 0 ? nodeA : nodeB;
        const body = await node.graphql(
          LOGIN,
          { usernameOrEmail: member.username, password: 'wrong-password' },
          { ip: newIp() },
        );
        expect(codeOf(body)).toBe('INVALID_CREDENTIALS');
      }
      for (const node of [nodeA, nodeB]) {
        const body = await node.graphql(
          LOGIN,
          { usernameOrEmail: member.username, password: member.password },
          { ip: newIp() },
        );
        expect(codeOf(body)).toBe('RATE_LIMITED');
      }
    });

    it('a session logged out on node A is refused on node B at once', async () => {
      const member = await signUpOn(nodeA);
      const before = await nodeB.graphql<{ currentUser: { username: string } }>(
        CURRENT_USER,
        {},
        { token: member.token },
      );
      expect(before.data?.currentUser.username).toBe(member.username);
      expect((await nodeA.graphql(LOGOUT, { token: member.token })).data).toEqual({ logout: true });
      expect(codeOf(await nodeB.graphql(CURRENT_USER, {}, { token: member.token }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await nodeA.graphql(CURRENT_USER, {}, { token: member.token }))).toBe('UNAUTHENTICATED');
    });

    it("the other node's guest copy catches up within RELEASE_TTL_MS", {
      timeout: RELEASE_TTL_MS + 20_000,
    }, async () => {
      const wait = guestCachedAt + RELEASE_TTL_MS + 500 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      expect(
        (await nodeA.graphql<ReleaseCounts>(RELEASE, { id: releaseId })).data?.release.numberOfChecks,
      ).toBe(1);
    });
  },
);
