import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.ts';
import { selectRows } from '../src/db/select-rows.ts';

/** What a payment call could change: subscriptions, applied events, members' Stripe customers. */
export async function billingTables(db: Db) {
  const [row] = await selectRows<{ subscriptions: number; events: number; customers: number }>(
    db,
    sql`select (select count(*)::int from subscriptions) as subscriptions,
               (select count(*)::int from stripe_events) as events,
               (select count(*)::int from users where stripe_customer_id is not null) as customers`,
  );
  return row;
}

/** The whole subscriptions table, to compare before and after a refused call. */
export function subscriptionSnapshot(db: Db) {
  return selectRows<Record<string, unknown>>(
    db,
    sql`select stripe_subscription_id, user_id, status, tier, interval, current_period_end, updated_at
        from subscriptions order by id`,
  );
}
