import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { importCheckpoints } from '../db/schema/index.ts';

/** One checkpoint per dump file, by absolute path. */
export function checkpointSource(file: string): string {
  return `musicbrainz:${path.resolve(file)}`;
}

/** The last line whose batch was committed, or 0. */
export async function readCheckpoint(db: Db, source: string): Promise<number> {
  const rows = await db
    .select({ position: importCheckpoints.position })
    .from(importCheckpoints)
    .where(eq(importCheckpoints.source, source));
  return rows[0]?.position ?? 0;
}

/** Saved in the batch's own transaction, so the checkpoint never runs ahead of the data. */
export async function saveCheckpoint(db: Db, source: string, position: number): Promise<void> {
  await db
    .insert(importCheckpoints)
    .values({ source, position })
    .onConflictDoUpdate({
      target: importCheckpoints.source,
      set: { position, updatedAt: sql`now()` },
    });
}
