import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { type SeedTrigger, switchTriggers } from './paused-triggers.ts';

/** The table friends activity reads, filled on write by triggers (migration 0023). */
export const FEED_TABLE = 'feed_items';

/** The triggers that fan a check or a follow out to friends' feeds (migration 0023). */
const FEED_TRIGGERS: SeedTrigger[] = [
  { table: 'user_releases', trigger: 'user_releases_feed_insert' },
  { table: 'user_songs', trigger: 'user_songs_feed_insert' },
  { table: 'follows', trigger: 'follows_feed_insert' },
];

/**
 * Stops the triggers that fan checks and follows out to friends' feeds while the seed bulk-loads
 * (each batch would join the follows, and follows and checks arrive in any order); `fillFeed`
 * writes the whole feed at once and starts them again.
 */
export async function pauseFeed(db: Db): Promise<void> {
  await switchTriggers(db, FEED_TRIGGERS, false);
}

/** Every member's feed from the seeded follows and checks, then the triggers keep it. */
export async function fillFeed(db: Db): Promise<void> {
  await db.execute(sql`truncate feed_items`);
  await db.execute(sql`select earmark_feed_fill()`);
  await db.execute(sql`analyze feed_items`);
  await switchTriggers(db, FEED_TRIGGERS, true);
}
