import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/open-db.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import type { Payments } from './http.ts';
import { storeSubscription } from './store-subscription.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Which subscription an event is about, and who it names. */
type Target = {
  subscriptionId: string;
  /** client_reference_id of a checkout: the member who paid. */
  userHint: string | null;
  /** The subscription as the event carried it, used when Stripe no longer has it. */
  carried: Stripe.Subscription | null;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function targetOf(event: Stripe.Event): Target | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = session.mode === 'subscription' ? idOf(session.subscription) : null;
      return subscriptionId ? { subscriptionId, userHint: session.client_reference_id, carried: null } : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, userHint: null, carried: event.data.object };
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
      return subscriptionId ? { subscriptionId, userHint: null, carried: null } : null;
    }
    default:
      return null;
  }
}

/**
 * The subscription as Stripe holds it now. Events may arrive late, twice or out of order; the
 * subscription's own current status and period are what count, so every event reads it afresh.
 */
async function currentSubscription(payments: Payments, target: Target): Promise<Stripe.Subscription | null> {
  try {
    return await payments.stripe.subscriptions.retrieve(target.subscriptionId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return target.carried;
    throw error;
  }
}

/**
 * Applies one verified webhook event at most once: its id is stored in the same transaction as
 * the subscription it changes, so a redelivery (or two deliveries at once) changes nothing more.
 * A failure rolls both back and answers 500, and Stripe delivers the event again later.
 */
export async function applyStripeEvent(
  { db, payments, log }: { db: Db; payments: Payments; log: FastifyBaseLogger },
  event: Stripe.Event,
): Promise<EventOutcome> {
  const target = targetOf(event);
  if (!target) return 'ignored';
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const subscription = await currentSubscription(payments, target);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';
    if (subscription) await storeSubscription(tx, payments.config, subscription, target.userHint, log);
    return 'applied';
  });
}
