import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction.ts';
import { PLACEHOLDER_USER_ID } from './members.ts';

/**
 * Supporters in the demo, so badges show across the community: about one member in nine pays as a
 * FAN and one in twenty-three as a VIP (monthly or yearly by id), and one in sixty-one is past due.
 * The demo member, the staff account and the placeholder (ids 1–3) are no supporters, so the demo
 * member sees the Subscribe page's plans. The subscription ids are demo ones: no Stripe account
 * knows them.
 */
export async function seedSupporters(db: Tx): Promise<void> {
  await db.execute(sql`
    insert into subscriptions
      (user_id, stripe_subscription_id, stripe_price_id, tier, interval, status, current_period_end)
    select id, 'sub_demo_' || id,
      'price_demo_' || lower(tier) || '_' || lower(interval),
      tier::subscription_tier, interval::subscription_interval, status,
      now() + case when interval = 'YEARLY' then interval '200 days' else interval '20 days' end
    from (
      select id,
        case when id % 23 = 5 then 'VIP' else 'FAN' end as tier,
        case when id % 2 = 0 then 'MONTHLY' else 'YEARLY' end as interval,
        case when id % 61 = 7 then 'past_due' else 'active' end as status
      from users
      where id > ${PLACEHOLDER_USER_ID}
        and (id % 9 = 4 or id % 23 = 5 or id % 61 = 7)
    ) picked
    on conflict do nothing`);
}
