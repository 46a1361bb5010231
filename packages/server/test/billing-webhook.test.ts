import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stripeEvents, subscriptions, users } from '../src/db/schema/index.ts';
import {
  FAKE_PRICES,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type SignedEvent,
  startFakeStripe,
} from './billing-fake-stripe.ts';
import { billingTables, subscriptionSnapshot } from './billing-helpers.ts';
import { buildSession, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const fake = await startFakeStripe();
afterAll(() => fake.close());

const server = useTestServer({
  stripe: {
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    prices: { ...FAKE_PRICES },
    apiUrl: fake.url,
  },
});

const SUPPORTER = /* GraphQL */ `
  query CurrentUser { currentUser { isSupporter isPastDueSupporter isFAN isVIP } }
`;

function deliver(event: SignedEvent, signature = event.signature) {
  return server.current.app.inject({
    method: 'POST',
    url: '/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: event.payload,
  });
}

async function flagsOf(userId: number) {
  const { token } = await buildSession(server.current.db, {
    user: (await server.current.db.select().from(users).where(eq(users.id, userId)))[0],
  });
  const { body } = await server.current.graphql<{ currentUser: Record<string, boolean> }>(
    SUPPORTER,
    {},
    { token },
  );
  return body.data?.currentUser;
}

/** A member who went through checkout: the fake holds their session and active subscription. */
async function paidCheckout(price: string = FAKE_PRICES.FAN_YEARLY) {
  const { db, app } = server.current;
  const { token, user } = await buildSession(db);
  const created = await app.inject({
    method: 'POST',
    url: '/create-checkout-session',
    headers: { authorization: token },
    payload: { priceId: price },
  });
  const sessionId = (created.json() as { url: string }).url.split('/').pop() ?? '';
  const { session, subscription } = fake.completeCheckout(sessionId);
  return { user, session, subscription, subscriptionId: subscription.id as string };
}

describe('POST /stripe/webhook', () => {
  it('a valid checkout.session.completed makes the member a supporter of the tier and links the customer', async () => {
    const { user, session, subscription } = await paidCheckout(FAKE_PRICES.VIP_YEARLY);
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: false,
      isPastDueSupporter: false,
      isFAN: false,
      isVIP: false,
    });
    const response = await deliver(fake.signedEvent('checkout.session.completed', session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: true,
      isPastDueSupporter: false,
      isFAN: false,
      isVIP: true,
    });
    const [member] = await server.current.db.select().from(users).where(eq(users.id, user.id));
    expect(member?.stripeCustomerId).toBe(subscription.customer);
    const [row] = await server.current.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscription.id as string));
    expect(row).toMatchObject({ userId: user.id, tier: 'VIP', interval: 'YEARLY', status: 'active' });
  });

  it('a missing, wrong or stale signature is 400 and changes nothing', async () => {
    const { user, session } = await paidCheckout();
    const event = fake.signedEvent('checkout.session.completed', session);
    const before = {
      tables: await billingTables(server.current.db),
      rows: await subscriptionSnapshot(server.current.db),
    };
    const otherSecret = fake.signedEvent('checkout.session.completed', session, {
      id: event.id,
      secret: 'whsec_wrong',
    });
    const tampered = { ...event, payload: event.payload.replace('"livemode":false', '"livemode":true') };
    for (const [sent, signature] of [
      [event, ''],
      [event, 't=1,v1=deadbeef'],
      [event, otherSecret.signature],
      [tampered, event.signature],
    ] as const) {
      const response = await deliver(sent, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The webhook signature is not valid' });
    }
    expect(await billingTables(server.current.db)).toEqual(before.tables);
    expect(await subscriptionSnapshot(server.current.db)).toEqual(before.rows);
    expect(await flagsOf(user.id)).toMatchObject({ isSupporter: false });
  });

  it('a replayed event is applied once: the second delivery changes nothing', async () => {
    const { user, session, subscriptionId } = await paidCheckout();
    const event = fake.signedEvent('checkout.session.completed', session);
    expect((await deliver(event)).json()).toMatchObject({ outcome: 'applied' });
    // Stripe's side moves on (the member cancels); the old event arriving again must not re-apply
    // anything, even though it would now read the canceled state.
    fake.putSubscription({ id: subscriptionId, status: 'canceled' });
    const before = await subscriptionSnapshot(server.current.db);
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscriptionSnapshot(server.current.db)).toEqual(before);
    const applied = await server.current.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(applied).toHaveLength(1);
    expect(await flagsOf(user.id)).toMatchObject({ isSupporter: true });
  });

  it('an out-of-order pair ends in the subscription’s own latest state', async () => {
    const user = await buildUser(server.current.db);
    const period = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const created = fake.putSubscription({
      userId: String(user.id),
      status: 'incomplete',
      periodEnd: period,
    });
    const createdEvent = fake.signedEvent('customer.subscription.created', structuredClone(created));
    const updated = fake.putSubscription({ id: created.id as string, status: 'active' });
    const updatedEvent = fake.signedEvent('customer.subscription.updated', structuredClone(updated));
    // Stripe delivers "updated" (active) before "created" (incomplete).
    expect((await deliver(updatedEvent)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(createdEvent)).json()).toMatchObject({ outcome: 'applied' });
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: true,
      isPastDueSupporter: false,
      isFAN: true,
      isVIP: false,
    });
  });

  it('never moves a subscription back: a stale earlier period or a status after cancellation is skipped', async () => {
    const user = await buildUser(server.current.db);
    const period = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const sub = fake.putSubscription({ userId: String(user.id), status: 'active', periodEnd: period });
    await deliver(fake.signedEvent('customer.subscription.updated', sub));
    // A read from Stripe that is older than what is stored (an earlier period) changes nothing.
    fake.putSubscription({ id: sub.id as string, status: 'past_due', periodEnd: period - 30 * 86_400 });
    await deliver(fake.signedEvent('customer.subscription.updated', sub));
    expect(await flagsOf(user.id)).toMatchObject({ isSupporter: true, isPastDueSupporter: false });
    fake.putSubscription({ id: sub.id as string, status: 'canceled', periodEnd: period });
    await deliver(fake.signedEvent('customer.subscription.deleted', sub));
    fake.putSubscription({ id: sub.id as string, status: 'active', periodEnd: period });
    await deliver(fake.signedEvent('customer.subscription.updated', sub));
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: false,
      isPastDueSupporter: false,
      isFAN: false,
      isVIP: false,
    });
  });

  it('a failed renewal makes a past-due supporter, and a paid one a supporter again', async () => {
    const { user, session, subscriptionId } = await paidCheckout(FAKE_PRICES.FAN_MONTHLY);
    await deliver(fake.signedEvent('checkout.session.completed', session));
    const renewal = Math.floor(Date.now() / 1000) + 60 * 86_400;
    fake.putSubscription({ id: subscriptionId, status: 'past_due', periodEnd: renewal });
    const invoice = {
      id: 'in_failed_1',
      object: 'invoice',
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    };
    expect((await deliver(fake.signedEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: false,
      isPastDueSupporter: true,
      isFAN: true,
      isVIP: false,
    });
    const recovered = fake.putSubscription({ id: subscriptionId, status: 'active' });
    await deliver(fake.signedEvent('customer.subscription.updated', recovered));
    expect(await flagsOf(user.id)).toEqual({
      isSupporter: true,
      isPastDueSupporter: false,
      isFAN: true,
      isVIP: false,
    });
  });

  it('answers 500 and stores nothing when Stripe cannot be read, so the redelivery applies the event', async () => {
    const { user, session } = await paidCheckout();
    const before = await billingTables(server.current.db);
    const unavailable = fake.signedEvent('checkout.session.completed', {
      ...session,
      subscription: 'sub_unavailable',
    });
    const failed = await deliver(unavailable);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'The payment call failed' });
    expect(await billingTables(server.current.db)).toEqual(before);
    const redelivered = fake.signedEvent('checkout.session.completed', session, { id: unavailable.id });
    expect((await deliver(redelivered)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await flagsOf(user.id)).toMatchObject({ isSupporter: true });
  });

  it('ignores events it does not handle and answers 200', async () => {
    const before = await billingTables(server.current.db);
    const response = await deliver(fake.signedEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await billingTables(server.current.db)).toEqual(before);
  });
});
