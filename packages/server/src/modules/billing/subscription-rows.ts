import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { subscriptions } from '../../db/schema/index.ts';

/** A member's subscriptions, newest first (what supporterStatus reads). */
export function subscriptionRowsOf(db: Db, userId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id));
}
