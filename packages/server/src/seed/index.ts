import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import { seedAccountExtras } from './account-extras.ts';
import { seedDemoNotifications } from './notifications.ts';
import { DEMO_SIZE } from './scale.ts';
import { type SeedSummary, seed } from './seed.ts';
import { seedStaffQueues } from './staff-queues.ts';
import { seedSupporters } from './supporters.ts';

export { DEMO_USER } from './members.ts';

export type { SeedSummary } from './seed.ts';

/** True when the database holds no releases and no users (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await selectRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from releases) and not exists (select 1 from users) as empty`,
  );
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
    await seedStaffQueues(tx);
    await seedSupporters(tx);
    await seedAccountExtras(tx, { dataDir: options.dataDir });
    await seedDemoNotifications(tx);
    return summary;
  });
}
