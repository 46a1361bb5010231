import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { OpenedDb, Schema } from './open-db.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key the migrations of every node take (any constant, the same everywhere). */
const MIGRATIONS_LOCK = 7_340_034;

/** Applies the committed migrations (drizzle-kit's journal) that the database has not seen. */
export async function migrate({ db, kind }: OpenedDb): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Several API nodes may start at once: each reads which migrations the database has seen and then
  // applies the rest, so they take turns. The lock is transaction-scoped, held on one connection from
  // our `begin` until the migrator's `commit` (its own `begin` inside ours only warns), which works
  // directly and through a transaction pooler alike.
  const pool = (db as unknown as NodePgDatabase<Schema> & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
