import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server-process.ts';
import { findProgram, handOver, rootProblem, spawnAsDatabaseUser } from './os-user.ts';

/** A PgBouncer in transaction pooling mode in front of one PostgreSQL server, in a temporary directory. */
export type Pgbouncer = {
  port: number;
  /** The URL of a database through the pooler, with the flag that tells the server so. */
  url(databaseUrl: string): string;
  stop(): Promise<void>;
};

/** Why there is no PgBouncer to start here, or undefined. CI installs Debian's package (.ci/run). */
export function pgbouncerMissing(): string | undefined {
  if (!findProgram('pgbouncer', ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']))
    return 'pgbouncer is not installed (apt-get install -y pgbouncer; .ci/run does it as root)';
  return rootProblem();
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts PgBouncer (pool_mode=transaction, auth_type=trust) on a free port in front of the server
 * of `upstreamUrl` (any database on it: the `*` entry). Every pool is small, so transactions of one
 * client do land on different server connections.
 */
export async function startPgbouncer(upstreamUrl: string, poolSize = 8): Promise<Pgbouncer> {
  const program = findProgram('pgbouncer', ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']);
  if (!program) throw new Error('pgbouncer is not installed');
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'earmark-pgbouncer-'));
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  handOver(dir);
  const child: ChildProcess = spawnAsDatabaseUser(program, [path.join(dir, 'pgbouncer.ini')]);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let attempt = 0; !(await answers(port)); attempt += 1) {
    if (attempt > 100 || child.exitCode !== null) throw new Error(`pgbouncer did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.searchParams.set('pgbouncer', 'true');
      return url.toString();
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
