import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { Db } from '../../db/open-db.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { parseId } from '../../graphql/ids.ts';
import { planOfPrice } from './plans.ts';

/** Statuses a subscription never leaves: a later read saying otherwise is stale. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

const customerOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/** The member a subscription belongs to: its metadata, the checkout's reference, or its customer. */
async function memberOf(tx: Db, subscription: Stripe.Subscription, userHint: string | null) {
  for (const candidate of [subscription.metadata?.userId, userHint]) {
    const id = parseId(candidate ?? null);
    if (id === null) continue;
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (row) return row.id;
  }
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerOf(subscription)));
  return row?.id ?? null;
}

/**
 * Writes a subscription's current state (status, tier, period) for its member and remembers the
 * member's Stripe customer for the portal. An update never moves a subscription back: a final
 * status stays, and a state whose period ends before the stored one is older and is skipped.
 */
export async function storeSubscription(
  tx: Db,
  stripe: StripeConfig,
  subscription: Stripe.Subscription,
  userHint: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  const item = subscription.items.data[0];
  const plan = item ? planOfPrice(stripe, item.price.id) : null;
  if (!item || !plan) {
    log.warn(
      { subscription: subscription.id },
      'Stripe subscription for a price that is not a plan; ignored',
    );
    return;
  }
  const userId = await memberOf(tx, subscription, userHint);
  if (userId === null) {
    log.warn({ subscription: subscription.id }, 'Stripe subscription of no known member; ignored');
    return;
  }
  const customer = customerOf(subscription);
  await tx
    .update(users)
    .set({ stripeCustomerId: customer })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.stripeCustomerId),
        notExists(tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customer))),
      ),
    );
  const periodEnd = item.current_period_end ? new Date(item.current_period_end * 1000) : null;
  const state = {
    stripePriceId: item.price.id,
    tier: plan.tier,
    interval: plan.interval,
    status: subscription.status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, stripeSubscriptionId: subscription.id, ...state })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...state, updatedAt: sql`now()` },
      setWhere: sql`${subscriptions.status} not in (${sql.join(
        FINAL_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) and (excluded.current_period_end is null or ${subscriptions.currentPeriodEnd} is null or excluded.current_period_end >= ${subscriptions.currentPeriodEnd})`,
    });
}
