import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { seedAccountExtras } from './account-extras.ts';
import { DEMO_SIZE } from './scale.ts';
import { type SeedSummary, seed } from './seed.ts';
import { seedStaffQueues } from './staff-queues.ts';
import { seedSupporters } from './supporters.ts';

export { DEMO_USER } from './members.ts';

export type { SeedSummary } from './seed.ts';

/** True when the database holds no releases and no users (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from releases) and not exists (select 1 from users) as empty`,
  );
  const rows = (result as unknown as { rows?: Array<{ empty: boolean }> }).rows ?? [];
  return rows[0]?.empty === true;
}

/**
 * Seeds the demo catalog and community (2,000 releases by default) into an empty database, in
 * one transaction: a failure leaves the database empty, so the next start tries again.
 */
export async function seedDemo(
  db: Db,
  /** `dataDir`: where the demo avatars are written (none without it). */
  options: { size?: number; log?: (message: string) => void; dataDir?: string } = {},
): Promise<SeedSummary> {
  const size = options.size ?? DEMO_SIZE;
  return db.transaction(async (tx) => {
    const summary = await seed(tx, { size, log: options.log, rebuildIndexes: true });
    await seedStaffQueues(tx as unknown as Db);
    await seedSupporters(tx as unknown as Db);
    await seedAccountExtras(tx as unknown as Db, { dataDir: options.dataDir });
    return summary;
  });
}
