import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { OpenedDb } from '../src/db/open-db.ts';
import { buildServer } from '../src/server.ts';
import { openTestDb } from './test-server.ts';

/** Slow clients (issue #26): a trickled body, an idle keep-alive socket, a pile of connections. */
let opened: OpenedDb;
let drop: () => Promise<void>;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ({ opened, drop } = await openTestDb());
  const config = {
    ...loadConfig({
      WEB_DIST_DIR: '/nonexistent-earmark-dist',
      REQUEST_TIMEOUT_MS: '1500',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '500',
      CONNECTIONS_PER_ADDRESS_LIMIT: '4',
    }),
    seed: 'none' as const,
  };
  app = await buildServer({ config, db: opened.db, lookupDb: opened.lookupDb, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await opened.close();
  await drop();
});

/** A raw connection, with what the server sent and when it closed (ms after opening). */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  const opened = performance.now();
  const state = { received: '', closedAfterMs: undefined as number | undefined };
  socket.on('data', (chunk) => {
    state.received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closedAfterMs = performance.now() - opened;
      resolve();
    }),
  );
  return { socket, state, closed };
}

describe('slow clients', () => {
  it('a body trickled one byte at a time is cut off at the request timeout (408)', async () => {
    const { socket, state, closed } = connect();
    socket.write(
      'POST /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('{'), 200);
    await Promise.race([closed, sleep(6_000)]);
    clearInterval(trickle);
    expect(state.closedAfterMs).toBeDefined();
    expect(state.closedAfterMs).toBeLessThan(4_000);
    expect(state.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers sent slowly are cut off at the headers timeout', async () => {
    const { socket, state, closed } = connect();
    socket.write('GET /healthz HTTP/1.1\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('x-a: b\r\n'), 200);
    await Promise.race([closed, sleep(6_000)]);
    clearInterval(trickle);
    expect(state.closedAfterMs).toBeLessThan(3_500);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const { socket, state, closed } = connect();
    socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    await Promise.race([closed, sleep(4_000)]);
    expect(state.received).toMatch(/^HTTP\/1\.1 200/);
    expect(state.closedAfterMs).toBeLessThan(2_500);
  });

  it('past the connections one address may hold, a new connection is closed at once', async () => {
    const held = Array.from({ length: 4 }, () => connect());
    await sleep(100);
    const extra = connect();
    await Promise.race([extra.closed, sleep(2_000)]);
    expect(extra.state.closedAfterMs).toBeLessThan(1_000);
    expect(held.every((connection) => connection.state.closedAfterMs === undefined)).toBe(true);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // The places are given back.
    const after = connect();
    after.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    await after.closed;
    expect(after.state.received).toMatch(/^HTTP\/1\.1 200/);
  });
});
