import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';

/** A trigger the seed stops while it bulk-loads, by table and name. */
export type SeedTrigger = { table: string; trigger: string };

/**
 * Turns row triggers off or on for the seed's bulk load: the seed writes what they would (or fills
 * it once afterwards, as the feed does) where they would run once per row.
 */
export async function switchTriggers(db: Db, triggers: SeedTrigger[], on: boolean): Promise<void> {
  for (const { table, trigger } of triggers) {
    await db.execute(
      sql`alter table ${sql.identifier(table)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(trigger)}`,
    );
  }
}

/**
 * The trigger that copies a release's types, year and date onto each of its credit rows (migration
 * 0028): the generator writes those values itself (catalog-releases.ts), where the trigger would
 * look each release up again.
 */
export const CREDIT_COPIES: SeedTrigger[] = [
  { table: 'release_artists', trigger: 'release_artists_take_release' },
];
