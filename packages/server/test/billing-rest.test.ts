import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PRICES, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from './billing-fake-stripe.ts';
import { billingTables } from './billing-helpers.ts';
import { buildSession, buildSubscription, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const fake = await startFakeStripe();
afterAll(() => fake.close());

const stripe = {
  secretKey: FAKE_SECRET_KEY,
  webhookSecret: FAKE_WEBHOOK_SECRET,
  prices: { ...FAKE_PRICES },
  apiUrl: fake.url,
};
const configured = useTestServer({ stripe, publicUrl: 'https://earmark.test' });
const unconfigured = useTestServer({ stripe: null });

beforeEach(() => {
  fake.requests.length = 0;
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /subscription-plans and Query.subscriptionPlans', () => {
  it('lists FAN and VIP, monthly and yearly, at the published prices with the configured price ids', async () => {
    const response = await configured.current.app.inject({ method: 'GET', url: '/subscription-plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json() as {
      name: string;
      duration: string;
      price: number;
      currency: string;
      priceId: string;
      badge: string;
    }[];
    expect(plans.map((p) => [p.name, p.duration, p.price, p.currency, p.priceId, p.badge])).toEqual([
      ['FAN', 'MONTHLY', 1.99, 'USD', FAKE_PRICES.FAN_MONTHLY, 'fan'],
      ['FAN', 'YEARLY', 19, 'USD', FAKE_PRICES.FAN_YEARLY, 'fan'],
      ['VIP', 'MONTHLY', 3.99, 'USD', FAKE_PRICES.VIP_MONTHLY, 'vip'],
      ['VIP', 'YEARLY', 39, 'USD', FAKE_PRICES.VIP_YEARLY, 'vip'],
    ]);
    const { body } = await configured.current.graphql<{
      subscriptionPlans: { priceId: string; currency: string }[];
    }>('{ subscriptionPlans { name description price currency duration benefits badge priceId } }');
    expect(body.data?.subscriptionPlans.map((p) => p.priceId)).toEqual(plans.map((p) => p.priceId));
    expect(body.data?.subscriptionPlans.map((p) => p.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
  });

  it('still lists the plans without payments configured, with no price ids', async () => {
    const response = await unconfigured.current.app.inject({ method: 'GET', url: '/subscription-plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json() as { priceId: string | null }[];
    expect(plans).toHaveLength(4);
    expect(plans.every((plan) => plan.priceId === null)).toBe(true);
  });
});

describe('member-only calls', () => {
  const calls = [
    {
      method: 'POST' as const,
      url: '/create-checkout-session',
      payload: { priceId: FAKE_PRICES.FAN_YEARLY },
    },
    { method: 'POST' as const, url: '/create-portal-session' },
    { method: 'GET' as const, url: '/get-checkout-session?sessionId=cs_test_1' },
  ];

  it.each(calls)('$url answers 401 to a guest and to an unknown token, and calls no one', async (call) => {
    for (const headers of [{}, auth('not-a-session')]) {
      const response = await configured.current.app.inject({ ...call, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to manage a subscription' });
    }
    expect(fake.requests).toEqual([]);
  });

  it.each(calls)('$url answers 503 "Payments are not configured" without STRIPE_*', async (call) => {
    const { token } = await buildSession(unconfigured.current.db);
    const response = await unconfigured.current.app.inject({ ...call, headers: auth(token) });
    expect(response.statusCode).toBe(503);
    expect(response.statusMessage).toBe('Payments are not configured');
    expect(response.json()).toEqual({ message: 'Payments are not configured' });
  });
});

describe('POST /create-checkout-session', () => {
  it('opens a subscription checkout for the plan, naming the member, and answers its url', async () => {
    const { db, app } = configured.current;
    const { token, user } = await buildSession(db);
    const response = await app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: auth(token),
      payload: { priceId: FAKE_PRICES.VIP_MONTHLY },
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_`));
    const [call] = fake.requests;
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.params.get('mode')).toBe('subscription');
    expect(call?.params.get('line_items[0][price]')).toBe(FAKE_PRICES.VIP_MONTHLY);
    expect(call?.params.get('client_reference_id')).toBe(String(user.id));
    expect(call?.params.get('customer_email')).toBe(user.email);
    expect(call?.params.get('success_url')).toBe(
      'https://earmark.test/settings?session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('expires the checkout the member opened before: only the newest can be paid', async () => {
    const { db, app } = configured.current;
    const { token } = await buildSession(db);
    const open = async (priceId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        headers: auth(token),
        payload: { priceId },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { url: string }).url;
    };
    const first = await open(FAKE_PRICES.FAN_MONTHLY);
    const firstId = first.split('/').pop() ?? '';
    fake.requests.length = 0;
    const second = await open(FAKE_PRICES.VIP_YEARLY);
    expect(fake.requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /v1/checkout/sessions/${firstId}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(fake.sessions.get(firstId)?.status).toBe('expired');
    expect((await fetch(first, { redirect: 'manual' })).status).toBe(410);
    // Paid, the newest is not open any more: a third checkout goes ahead (the refusal is Stripe's).
    fake.completeCheckout(second.split('/').pop() ?? '');
    await open(FAKE_PRICES.VIP_MONTHLY);
  });

  it('answers a body that is not JSON with 400 and a plain message', async () => {
    const { token } = await buildSession(configured.current.db);
    const response = await configured.current.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"priceId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is not valid' });
    expect(fake.requests).toEqual([]);
  });

  it('refuses a price that is not a plan (400) and a member who already supports (409), calling no one', async () => {
    const { db, app } = configured.current;
    const { token } = await buildSession(db);
    const wrong = await app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: auth(token),
      payload: { priceId: 'price_somebody_else' },
    });
    expect(wrong.statusCode).toBe(400);
    const supporter = await buildSubscription(db, { status: 'past_due' });
    const { token: supporterToken } = await buildSession(db, { user: supporter });
    const again = await app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: auth(supporterToken),
      payload: { priceId: FAKE_PRICES.FAN_MONTHLY },
    });
    expect(again.statusCode).toBe(409);
    expect(fake.requests).toEqual([]);
  });
});

describe('POST /create-portal-session', () => {
  it("answers the portal url for the member's Stripe customer", async () => {
    const { db, app } = configured.current;
    const user = await buildUser(db, { stripeCustomerId: 'cus_portal_1' });
    const { token } = await buildSession(db, { user });
    const response = await app.inject({
      method: 'POST',
      url: '/create-portal-session',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { url: string }).url).toMatch(new RegExp(`^${fake.url}/p/session/bps_`));
    expect(fake.requests[0]?.params.get('customer')).toBe('cus_portal_1');
    expect(fake.requests[0]?.params.get('return_url')).toBe('https://earmark.test/settings');
  });

  it('answers 404 to a member who never paid, calling no one', async () => {
    const { token } = await buildSession(configured.current.db);
    const response = await configured.current.app.inject({
      method: 'POST',
      url: '/create-portal-session',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
  });
});

describe('GET /get-checkout-session', () => {
  it("answers the member's finished checkout with its amount and line items; another member's is 404", async () => {
    const { db, app } = configured.current;
    const { token } = await buildSession(db);
    const created = await app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: auth(token),
      payload: { priceId: FAKE_PRICES.FAN_YEARLY },
    });
    const sessionId = (created.json() as { url: string }).url.split('/').pop() ?? '';
    fake.completeCheckout(sessionId);
    const response = await app.inject({
      method: 'GET',
      url: `/get-checkout-session?sessionId=${sessionId}`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: sessionId,
      amount_total: 1900,
      line_items: [{ quantity: 1, amount_total: 1900, price: { id: FAKE_PRICES.FAN_YEARLY } }],
    });
    const { token: other } = await buildSession(db);
    const foreign = await app.inject({
      method: 'GET',
      url: `/get-checkout-session?sessionId=${sessionId}`,
      headers: auth(other),
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'GET',
      url: '/get-checkout-session?sessionId=cs_test_unknown',
      headers: auth(token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'GET',
      url: '/get-checkout-session?sessionId=../v1/customers',
      headers: auth(token),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('changes no table on any of these calls', async () => {
    const { db, app } = configured.current;
    const before = await billingTables(db);
    const { token } = await buildSession(db);
    await app.inject({ method: 'POST', url: '/create-checkout-session', headers: auth(token), payload: {} });
    await app.inject({ method: 'POST', url: '/create-portal-session', headers: auth(token) });
    expect(await billingTables(db)).toEqual(before);
  });
});
