import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = { url: string; startedInMs: number; pid: number; stop: () => Promise<void> };

/**
 * The capacity benches send all their load from one address, which fair sharing rightly holds to
 * one client's share (README, "Protecting the service"): they lift the per-client limits to
 * measure the server's own capacity. The abuse bench keeps the defaults.
 */
const ONE_ADDRESS_IS_MANY_CLIENTS = {
  CLIENT_CONCURRENCY_LIMIT: '100000',
  CLIENT_QUEUE_LIMIT: '100000',
  CLIENT_DB_TIME_LIMIT_MS: '1000000000',
  CLIENT_DB_STATEMENTS_LIMIT: '100000',
  CONNECTIONS_PER_ADDRESS_LIMIT: '100000',
};

/** Starts Earmark the way `npm start` does and resolves once /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { fairShare = 'lifted' }: { fairShare?: 'lifted' | 'default' } = {},
): Promise<RunningServer> {
  const started = performance.now();
  // BENCH_SERVER_LOG=<file>: the servers' log (warnings and errors) appended there.
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : undefined;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...(fairShare === 'lifted' ? ONE_ADDRESS_IS_MANY_CLIENTS : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log ?? 'ignore', 'inherit'],
  });
  // The child has its own copy of the log's descriptor.
  if (log !== undefined) closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, startedInMs: performance.now() - started, pid: child.pid ?? 0, stop: () => stop(child) };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy in time');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
