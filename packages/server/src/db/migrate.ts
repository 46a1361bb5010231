import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { OpenedDb, Schema } from './open-db.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations (drizzle-kit's journal) that the database has not seen. */
export async function migrate({ db, kind }: OpenedDb): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
