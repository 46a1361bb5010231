import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { Db, OpenedDb } from '../../src/db/open-db.ts';
import { openTestDb } from '../test-server.ts';

/** Test helpers for the importer's tests (not a test file itself). */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../../src/import/fixtures/${name}`, import.meta.url));
}

/** A fresh database for each test of the file, closed (and dropped) after it. */
export function useFreshDbPerTest(): { readonly current: OpenedDb } {
  let opened: OpenedDb | undefined;
  beforeEach(async () => {
    opened = await freshDb();
  });
  afterEach(() => opened?.close());
  return {
    get current() {
      if (!opened) throw new Error('The database opens in beforeEach');
      return opened;
    },
  };
}

/** A fresh migrated database of the test's kind (PGlite, or a PostgreSQL clone); closing drops it. */
export async function freshDb(): Promise<OpenedDb> {
  const { opened, drop } = await openTestDb();
  return {
    ...opened,
    async close() {
      await opened.close();
      await drop();
    },
  };
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
  'track_artists',
] as const;
