import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../src/db/migrate.ts';
import { openDb } from '../../src/db/open-db.ts';
import { freePort } from '../server-process.ts';
import { handOver, rootProblem, runAsDatabaseUser } from './os-user.ts';

/**
 * A PostgreSQL primary and a hot standby streaming from it, both on this machine in a temporary
 * directory (initdb, then pg_basebackup -R), the primary holding a migrated `earmark` database.
 * Run as the postgres OS user when the harness is root.
 */
export type ReplicatedCluster = {
  primaryUrl: string;
  standbyUrl: string;
  /** Runs SQL on the standby (pg_wal_replay_pause(), …). */
  onStandby(sql: string): Promise<void>;
  stopStandby(): void;
  startStandby(): void;
  stop(): void;
};

function binDir(): string | undefined {
  const candidates = [
    process.env.PG_BINDIR,
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'initdb')));
}

/** Why no replicated cluster can be started here, or undefined. */
export function replicationMissing(): string | undefined {
  if (!binDir())
    return "PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup) are not installed (PG_BINDIR)";
  return rootProblem();
}

async function runOn(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server programs are missing');
  const program = (name: string) => path.join(bin, name);
  const dir = mkdtempSync(path.join(tmpdir(), 'earmark-replicas-'));
  handOver(dir);
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
      'wal_keep_size = 128MB',
      'hot_standby_feedback = on',
      '',
    ].join('\n');
  const pgCtl = (dataDir: string, action: 'start' | 'stop') =>
    runAsDatabaseUser(program('pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, `${path.basename(dataDir)}.log`),
      '-w',
      '-t',
      '60',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/earmark`;
  // A start that fails half-way leaves no server running and no directory behind.
  try {
    runAsDatabaseUser(program('initdb'), [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    pgCtl(primaryDir, 'start');
    await runOn(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'create database earmark');
    const opened = await openDb({ databaseUrl: primaryUrl, poolSize: 1 });
    try {
      await migrate(opened);
    } finally {
      await opened.close();
    }
    mkdirSync(standbyDir, { mode: 0o700 });
    handOver(standbyDir);
    runAsDatabaseUser(program('pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // The copied configuration names the primary's port: the later line wins.
    appendFileSync(path.join(standbyDir, 'postgresql.conf'), `port = ${standbyPort}\n`);
    pgCtl(standbyDir, 'start');
  } catch (error) {
    for (const dataDir of [standbyDir, primaryDir]) {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        try {
          pgCtl(dataDir, 'stop');
        } catch {
          // already stopped
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let standbyRunning = true;
  let primaryRunning = true;
  return {
    primaryUrl,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/earmark`,
    onStandby: (sql) => runOn(`postgres://postgres@127.0.0.1:${standbyPort}/earmark`, sql),
    stopStandby() {
      pgCtl(standbyDir, 'stop');
      standbyRunning = false;
    },
    startStandby() {
      pgCtl(standbyDir, 'start');
      standbyRunning = true;
    },
    stop() {
      if (standbyRunning) pgCtl(standbyDir, 'stop');
      if (primaryRunning) pgCtl(primaryDir, 'stop');
      standbyRunning = false;
      primaryRunning = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
