import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';

/**
 * Stops the trigger that copies a release's types, year and date onto each of its credit rows
 * (migration 0028) while the seed bulk-loads: the generator writes those values itself
 * (catalog-releases.ts), where the trigger would look each release up again.
 */
export async function pauseCreditCopies(db: Db): Promise<void> {
  await db.execute(sql`alter table release_artists disable trigger release_artists_take_release`);
}

/** Starts the trigger again once the seed's credit rows are in. */
export async function resumeCreditCopies(db: Db): Promise<void> {
  await db.execute(sql`alter table release_artists enable trigger release_artists_take_release`);
}
