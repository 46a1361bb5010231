import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, quoteIdent, withAdminClient } from './admin-db.ts';
import { getStatus, type LogLine, type StartedProcess, startServerProcess } from './server-process.ts';

/**
 * `npm start` as a real process tree: scripts/start.mjs → the supervising primary → the workers.
 * A worker killed outright is replaced and the service answers again; SIGTERM ends all with 0.
 */
const postgres = process.env.TEST_DB === 'postgres';
const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-process-'));
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  if (!postgres) return;
  const template = inject('templateDatabase');
  if (!template) throw new Error('global-setup did not create the template database');
  const name = `earmark_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  databaseEnv = { DATABASE_URL: databaseUrl(name) };
  dropDatabase = () =>
    withAdminClient(async (client) => {
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    });
});

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const serving = (line: LogLine) => line.msg === 'worker serving';

async function stop(server: StartedProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited();
}

describe('npm start supervises its workers', () => {
  // Waits, not budgets: a fresh embedded database is migrated before the first worker serves, which
  // takes seconds alone and minutes on a machine busy with the other test runs.
  it('replaces a worker that is killed, says so, and answers again', { timeout: 420_000 }, async () => {
    const workers = postgres ? 2 : 1;
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(workers),
      ...databaseEnv,
    });
    try {
      await server.waitForLine(() => server.lines.filter(serving).length === workers, 240_000);
      const started = server.lines.filter((line) => line.msg === 'worker started');
      expect(started.filter((line) => line.chartsDuty === true)).toHaveLength(1);
      const victim = started.find((line) => line.chartsDuty === true)?.worker;
      expect(await getStatus(server.port, '/healthz')).toBe(200);

      if (workers > 1) {
        // Every worker takes connections: fresh connections go round the workers.
        const answered = new Set<number>();
        for (let request = 0; request < 20 && answered.size < workers; request += 1) {
          expect(await getStatus(server.port, '/healthz')).toBe(200);
          for (const line of server.lines)
            if (line.msg === 'request completed' && typeof line.pid === 'number') answered.add(line.pid);
        }
        expect(answered.size).toBe(workers);
      }

      process.kill(Number(victim), 'SIGKILL');
      const died = await server.waitForLine((line) => line.worker === victim && line.signal === 'SIGKILL');
      expect(died.msg).toBe('worker died (signal SIGKILL); starting a replacement');
      const replacement = await server.waitForLine(
        (line) => line.msg === 'worker started' && Number(line.time) >= Number(died.time),
      );
      // The charts refresh goes with the replacement: still exactly one worker carries it.
      expect(replacement.chartsDuty).toBe(true);
      await server.waitForLine((line) => serving(line) && line.worker === replacement.worker, 120_000);
      expect(await getStatus(server.port, '/healthz')).toBe(200);
    } finally {
      const code = await stop(server);
      expect(code).toBe(0);
    }
    expect(server.lines.some((line) => line.msg === 'stopping the workers')).toBe(true);
  });

  // Starting a server process (tsx compiles the server) took over 30 s once beside the whole suite.
  it.runIf(!postgres)(
    'refuses several workers on the embedded database, saying why',
    { timeout: 240_000 },
    async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
      expect(await server.exited()).toBe(1);
      expect(server.stderr()).toContain(
        'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database in DATA_DIR can be opened by one process only.',
      );
    },
  );
});
