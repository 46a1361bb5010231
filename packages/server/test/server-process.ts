import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One pino line of the server's log (the primary's and the workers' share stdout). */
export type LogLine = { msg?: string; pid?: number; role?: string; worker?: number; [key: string]: unknown };

export type StartedProcess = {
  child: ChildProcess;
  port: number;
  lines: LogLine[];
  /** stderr, as written (start-up failures land there). */
  stderr(): string;
  /** Resolves with the first log line (already seen or still to come) that matches. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs `npm start`'s entry (scripts/start.mjs, without the web build) with the given environment. */
export async function startServerProcess(env: Record<string, string>): Promise<StartedProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      SKIP_WEB_BUILD: '1',
      WEB_DIST_DIR: '/nonexistent-earmark-dist',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text };
      }
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    lines,
    stderr: () => stderr,
    waitForLine(match, timeoutMs = 120_000) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
    exited: () => exit,
  };
}

/** GET on a connection of its own (no keep-alive), so that each request may meet another worker. */
export function getStatus(port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}
