import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { migrate } from '../db/migrate.ts';
import type { Db } from '../db/open-db.ts';
import { type OpenedDb, openDb } from '../db/open-db.ts';

/** Test helpers for the importer's tests (not a test file itself). */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
}

export async function freshDb(): Promise<OpenedDb> {
  const opened = await openDb({});
  await migrate(opened);
  return opened;
}

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Catalog tables in the order the importer fills them. */
export const CATALOG_TABLES = [
  'artists',
  'releases',
  'release_artists',
  'songs',
  'song_artists',
  'tracks',
] as const;
