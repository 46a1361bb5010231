import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DbGate, DEFAULT_STATEMENTS_PER_CLIENT, gateCalls, gatePool } from '../fair-share/db-gate.ts';
import { PgliteThread } from './pglite-thread.ts';
import { markTransactionPooled, type PoolerMode, readPoolerMode, withoutPoolerFlag } from './pooler.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type OpenDbOptions = {
  /** postgres://… for PostgreSQL; unset for PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; unset with no databaseUrl means in memory (tests). */
  dataDir?: string | undefined;
  logger?: Logger;
  poolSize?: number;
  /** PGlite only: start from a data directory dumped by dumpDataDir (tests clone a migrated one). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: every statement is cancelled after this long, so a slow query cannot hold a
   * connection (PGlite runs in-process and cannot be interrupted). Unset: no limit (migrations, seed).
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: 'transaction' when databaseUrl is a pooler in transaction mode (db/pooler.ts):
   * one pool, unnamed statements, no startup settings (the statement timeout and `jit = off` then
   * belong on the database role: README, "Running in production").
   */
  pooler?: PoolerMode;
  /** PostgreSQL only: one client's statements running at once (CLIENT_DB_STATEMENTS_LIMIT; default 2). */
  statementsPerClient?: number;
  /**
   * PGlite only: told once if the database's thread stops on its own (every call fails from then
   * on); unset, a line on stderr says so.
   */
  onDatabaseFailure?: (error: Error) => void;
};

export type OpenedDb = {
  db: Db;
  /**
   * For DataLoaders' keyed lookups (`db/prepared.ts`): on PostgreSQL a second pool whose
   * connections always reuse a prepared statement's generic plan, on PGlite the same `db`.
   */
  lookupDb: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball (a migrated template for tests). */
  dumpDataDir?: () => Promise<Blob>;
};

export async function openDb(options: OpenDbOptions): Promise<OpenedDb> {
  const common = { schema, casing: 'snake_case' as const, logger: options.logger };
  // The URL's own flag holds wherever the database is opened (the operator commands too).
  const pooler = options.pooler ?? readPoolerMode(options.databaseUrl, undefined);
  if (options.databaseUrl && pooler === 'transaction') {
    return openPooled(withoutPoolerFlag(options.databaseUrl), options, common);
  }
  if (options.databaseUrl) {
    // JIT off: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost, and its
    // estimates for Earmark's correlated privacy checks run high: community activity's total (a
    // 15 ms scan of `users` at a million releases) spent 165 ms compiling itself on every call.
    const settings = [
      'jit=off',
      ...(options.statementTimeoutMs ? [`statement_timeout=${options.statementTimeoutMs}`] : []),
    ];
    const pool = openPool(options.databaseUrl, options.poolSize, settings);
    // A lookup's plan never depends on its keys, but PostgreSQL would keep re-planning a prepared
    // `id = any($1)` for every call (a custom plan for one key always looks cheaper than the
    // generic one). Forcing generic plans halves PostgreSQL's CPU per page; it must not apply to
    // the other statements (searches, collection pages), whose plans do depend on their values.
    const lookupPool = openPool(options.databaseUrl, options.poolSize, [
      'plan_cache_mode=force_generic_plan',
      ...settings,
    ]);
    // Both pools' statements share one gate: as many at once as one pool holds, at most
    // `statementsPerClient` of them one client's, the least busy client's first (fair-share/db-gate.ts).
    const gate = new DbGate(postgresGateLimits(options));
    gatePool(pool, gate);
    gatePool(lookupPool, gate);
    return {
      db: drizzlePg(pool, common) as unknown as Db,
      lookupDb: drizzlePg(lookupPool, common) as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), lookupPool.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // PGlite runs each statement synchronously: on a thread of its own (db/pglite-thread.ts), this
  // thread keeps reading requests and answering those that need no statement meanwhile.
  const client = await PgliteThread.open({
    dataDir,
    loadDataDir: options.loadDataDir,
    onFailure: options.onDatabaseFailure,
  });
  // One call at a time (PGlite runs one anyway), the least busy client's first (fair-share/db-gate.ts).
  gateCalls(client, ['query', 'exec', 'transaction'], new DbGate({ concurrency: 1, perClient: 1 }));
  // The thread's client answers every call drizzle-orm/pglite makes of PGlite's.
  const db = drizzlePglite(client as unknown as PGlite, common) as unknown as Db;
  return {
    db,
    lookupDb: db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  };
}

const DEFAULT_POOL_SIZE = 10;

/** A PostgreSQL gate: as many statements at once as one pool holds, a client's share of them. */
function postgresGateLimits(options: OpenDbOptions) {
  return {
    concurrency: options.poolSize ?? DEFAULT_POOL_SIZE,
    perClient: options.statementsPerClient ?? DEFAULT_STATEMENTS_PER_CLIENT,
  };
}

/** Through a transaction pooler: no second pool (forcing generic plans needs named statements). */
function openPooled(
  databaseUrl: string,
  options: OpenDbOptions,
  common: { schema: Schema; casing: 'snake_case'; logger: Logger | undefined },
): OpenedDb {
  const pool = openPool(databaseUrl, options.poolSize);
  gatePool(pool, new DbGate(postgresGateLimits(options)));
  const db = drizzlePg(pool, common) as unknown as Db;
  markTransactionPooled(db);
  return { db, lookupDb: db, kind: 'postgres', close: () => pool.end() };
}

function openPool(connectionString: string, size = DEFAULT_POOL_SIZE, settings: string[] = []): pg.Pool {
  const setting = settings.join(' ');
  const pool = new pg.Pool({
    connectionString,
    max: size,
    // A connection holds its prepared statements and warm catalog caches: keep idle ones for
    // minutes rather than pg's default 10 s, so a quiet spell does not make the next request cold.
    idleTimeoutMillis: 5 * 60_000,
    options: settings.length ? settings.map((item) => `-c ${item}`).join(' ') : undefined,
  });
  // An idle client's error (server restart, network) must not crash the process; the pool drops
  // that client and opens another on the next query. Say so, with what failed, on stderr.
  pool.on('error', (error) => {
    console.error(
      `database pool${setting ? ` (${setting})` : ''}: an idle connection failed and was dropped: ${error.message}`,
    );
  });
  return pool;
}
