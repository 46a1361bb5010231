import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { OpenedDb } from '../src/db/open-db.ts';
import { rateLimitBuckets, users } from '../src/db/schema/index.ts';
import { addToWindows } from '../src/fair-share/window-store.ts';
import { buildServer } from '../src/server.ts';
import { buildRelease, buildSession, buildUser } from './factories.ts';
import { openTestDb } from './test-server.ts';

/**
 * Fair sharing (issue #26): one client's requests wait for each other, never for another client's;
 * a client that used its database time of the minute is refused on every node until it ends.
 * Two servers on one database stand for two API nodes.
 */
let opened: OpenedDb;
let drop: () => Promise<void>;
const nodes: FastifyInstance[] = [];
/** The slow route's handlers running now, the most seen at once, and when each client's began. */
const handlers = { running: 0, most: 0, began: [] as { ip: string; at: number }[] };

const config = (env: Record<string, string>) => ({
  ...loadConfig({ WEB_DIST_DIR: '/nonexistent-earmark-dist', ...env }),
  seed: 'none' as const,
});

async function node(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildServer({
    config: config(env),
    db: opened.db,
    lookupDb: opened.lookupDb,
    logger: false,
  });
  // A slow answer that holds a place without touching the database.
  app.get('/test/slow', async (request) => {
    handlers.began.push({ ip: request.ip, at: performance.now() });
    handlers.running++;
    handlers.most = Math.max(handlers.most, handlers.running);
    await sleep(Number((request.query as { ms?: string }).ms ?? 300));
    handlers.running--;
    return { ok: true };
  });
  await app.ready();
  nodes.push(app);
  return app;
}

beforeAll(async () => {
  ({ opened, drop } = await openTestDb());
  await buildRelease(opened.db, { title: 'Blue Train' });
});

afterAll(async () => {
  await Promise.all(nodes.map((app) => app.close()));
  await opened.close();
  await drop();
});

const slow = (app: FastifyInstance, remoteAddress: string, ms = 300) =>
  app.inject({ method: 'GET', url: `/test/slow?ms=${ms}`, remoteAddress });

describe('fair sharing of one node', () => {
  it('answers a client two at a time, queues one more, refuses the rest with Retry-After; another client is not kept waiting', async () => {
    const app = await node({ CLIENT_CONCURRENCY_LIMIT: '2', CLIENT_QUEUE_LIMIT: '1' });
    handlers.began = [];
    const greedy = Array.from({ length: 5 }, () => slow(app, '10.0.0.1'));
    await sleep(20);
    const other = await slow(app, '10.0.0.2');
    const answers = await Promise.all(greedy);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(other.statusCode).toBe(200);
    // The other client's request ran beside the greedy ones, not after them: it began before the
    // greedy client's queued request, which waited for one of its first two to be answered.
    const began = (ip: string) => handlers.began.filter((handler) => handler.ip === ip).map((h) => h.at);
    const [otherBegan = Infinity] = began('10.0.0.2');
    const queuedBegan = began('10.0.0.1')[2] ?? -Infinity;
    expect(otherBegan).toBeLessThan(queuedBegan);
  });

  it('a client that hangs up at once keeps its places until its handlers have answered', async () => {
    const app = await node({ CLIENT_CONCURRENCY_LIMIT: '2', CLIENT_QUEUE_LIMIT: '32' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    handlers.most = 0;
    // Twelve requests, each hung up on 30 ms after it was sent, one after the other.
    for (let i = 0; i < 12; i++) {
      const sent = httpRequest({ host: '127.0.0.1', port, path: '/test/slow' });
      sent.on('error', () => undefined);
      sent.end();
      await sleep(30);
      sent.destroy();
    }
    await sleep(700);
    // Without holding the place until the answer, all twelve handlers ran together.
    expect(handlers.most).toBeLessThanOrEqual(2);
    expect(handlers.most).toBeGreaterThan(0);
    // And the places are free again: the client is answered.
    const answer = await fetch(`http://127.0.0.1:${port}/test/slow`);
    expect(answer.status).toBe(200);
  });

  it('a member who hangs up on GraphQL requests before they are even placed gets every place back', async () => {
    const app = await node({
      CLIENT_CONCURRENCY_LIMIT: '2',
      CLIENT_QUEUE_LIMIT: '32',
      REQUEST_TIMEOUT_MS: '2000',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { token } = await buildSession(opened.db);
    const body = JSON.stringify({ query: '{ newestReleases(limit: 50) { edges { node { title } } } }' });
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    };
    // Ten at once, each hung up on a few milliseconds after it was sent (while the server still looks
    // the session up, before the request has a place), as a browser cancels a page's requests.
    for (let round = 0; round < 3; round++) {
      const sent = Array.from({ length: 10 }, () => {
        const one = httpRequest({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers });
        one.on('error', () => undefined);
        one.end(body);
        return one;
      });
      await sleep(2 + round * 5);
      for (const one of sent) one.destroy();
    }
    // Past the longest a hung-up request may hold its place (REQUEST_TIMEOUT_MS), the member is served.
    await sleep(2_500);
    const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currentUser { username } }' }),
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a request that waited longer than the queue wait', async () => {
    const app = await node({ CLIENT_CONCURRENCY_LIMIT: '1', CLIENT_QUEUE_WAIT_MS: '100' });
    const [first, second] = await Promise.all([slow(app, '10.0.0.3'), slow(app, '10.0.0.3')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
  });

  it('keys a signed-in member by the member, not the address', async () => {
    const app = await node({
      CLIENT_CONCURRENCY_LIMIT: '1',
      CLIENT_QUEUE_LIMIT: '1',
      CLIENT_QUEUE_WAIT_MS: '50',
    });
    // A guest holding the address's only place does not hold back a forged token: it is no member.
    // (The place is held 3 s: a busy machine may take longer than 300 ms to look the token up.)
    const forged = { authorization: 'Bearer not-a-session' };
    const answers = await Promise.all([
      slow(app, '10.0.0.4', 3_000),
      app.inject({ method: 'GET', url: '/test/slow', remoteAddress: '10.0.0.4', headers: forged }),
      app.inject({ method: 'GET', url: '/test/slow', remoteAddress: '10.0.0.4', headers: forged }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    // A member at the same address has places of their own.
    const { token } = await buildSession(opened.db);
    const member = { authorization: `Bearer ${token}` };
    const shared = await Promise.all([
      slow(app, '10.0.0.5'),
      app.inject({ method: 'GET', url: '/test/slow', remoteAddress: '10.0.0.5', headers: member }),
    ]);
    expect(shared.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});

describe('database time per minute, across nodes', () => {
  it('a client over its database time is refused on both nodes until its window ends; others are not', async () => {
    const env = { CLIENT_DB_TIME_LIMIT_MS: '40' };
    const [one, two] = [await node(env), await node(env)];
    const search = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        payload: { query: '{ search(query: "blue train") { releases { edges { node { id } } } } }' },
      });
    // Alternate the nodes, as a client behind a load balancer would, until refused.
    let refusedOn: FastifyInstance | undefined;
    for (let i = 0; i < 400 && !refusedOn; i++) {
      const app = i % 2 === 0 ? one : two;
      const answer = await search(app, '10.0.1.1');
      if (answer.statusCode === 429) refusedOn = app;
      else expect(answer.statusCode).toBe(200);
      if (i % 10 === 9) await sleep(250);
    }
    expect(refusedOn).toBeDefined();
    // Give the other node its next count of the shared windows.
    await sleep(1_200);
    for (const app of [one, two]) {
      const answer = await search(app, '10.0.1.1');
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await search(app, '10.0.1.2')).statusCode).toBe(200);
    }
  });

  // Two connections at once: the embedded database has one, so the race cannot happen there.
  it.runIf(process.env.TEST_DB === 'postgres')(
    "a member's window written while their account is being deleted does not outlive it",
    async () => {
      const member = await buildUser(opened.db);
      const key = `db-ms:member:${member.id}`;
      const charge = [{ key: `member:${member.id}`, ms: 5 }];
      await addToWindows(opened.db, charge, 60_000, new Date());
      let flushed: Promise<unknown> | undefined;
      await opened.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, member.id));
        await tx.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
        // A node's flush arrives before the deletion commits, and has to wait for it.
        flushed = addToWindows(opened.db, charge, 60_000, new Date());
        await sleep(300);
      });
      await flushed;
      const left = await opened.db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
      expect(left).toEqual([]);
    },
  );
});

describe("a client's share of the database statements", () => {
  it('is two statements at once on PostgreSQL unless CLIENT_DB_STATEMENTS_LIMIT says otherwise', () => {
    expect(loadConfig({}).fairShare.dbStatements).toBe(2);
    expect(loadConfig({ CLIENT_DB_STATEMENTS_LIMIT: '4' }).fairShare.dbStatements).toBe(4);
  });
});
