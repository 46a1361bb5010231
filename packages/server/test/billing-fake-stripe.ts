import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { lineItemsShape, subscriptionShape } from './billing-fake-stripe-shapes.ts';

/**
 * A local stand-in for Stripe's API, answering what Earmark calls in the JSON shapes Stripe
 * documents (checkout sessions, billing portal sessions, subscriptions, errors), so the official
 * SDK can be pointed at it with its host, port and protocol options. It also plays Stripe's
 * hosted pages for the browser journeys: GET /c/pay/:id completes an open checkout, delivers the
 * signed `checkout.session.completed` webhook and redirects to the success URL (an expired one
 * answers 410, as Stripe's page says it expired).
 */

export const FAKE_PRICES = {
  FAN_MONTHLY: 'price_fan_monthly',
  FAN_YEARLY: 'price_fan_yearly',
  VIP_MONTHLY: 'price_vip_monthly',
  VIP_YEARLY: 'price_vip_yearly',
} as const;

const AMOUNTS: Record<string, number> = {
  price_fan_monthly: 199,
  price_fan_yearly: 1900,
  price_vip_monthly: 399,
  price_vip_yearly: 3900,
};

export const FAKE_SECRET_KEY = 'sk_test_earmark_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_earmark_fake';

type Json = Record<string, unknown>;
export type FakeRequest = { method: string; path: string; params: URLSearchParams; authorization: string };

export type FakeStripe = {
  url: string;
  requests: FakeRequest[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Completes a checkout as a paying customer would: a customer and an active subscription. */
  completeCheckout(sessionId: string): { session: Json; subscription: Json };
  /** A subscription in Stripe's shape; `periodEnd` in seconds. */
  putSubscription(fields: {
    id?: string;
    customer?: string;
    price?: string;
    status?: string;
    periodEnd?: number;
    userId?: string | null;
  }): Json;
  /** An event of the given type about an object, and its body and signature header as Stripe sends them. */
  signedEvent(type: string, object: Json, options?: { id?: string; secret?: string }): SignedEvent;
  close(): Promise<void>;
};

export type SignedEvent = { id: string; payload: string; signature: string };

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;

const signer = new Stripe(FAKE_SECRET_KEY);

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
  res.end(JSON.stringify(body));
}

function missing(res: ServerResponse, what: string, id: string) {
  sendJson(res, 404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
      param: 'id',
    },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  let base = '';

  function putSubscription(fields: Parameters<FakeStripe['putSubscription']>[0]): Json {
    const id = fields.id ?? nextId('sub');
    const previous = subscriptions.get(id) as
      | {
          customer: string;
          items: { data: { price: { id: string }; current_period_end: number }[] };
          metadata: Json;
        }
      | undefined;
    const price = fields.price ?? previous?.items.data[0]?.price.id ?? FAKE_PRICES.FAN_MONTHLY;
    const periodEnd =
      fields.periodEnd ??
      previous?.items.data[0]?.current_period_end ??
      Math.floor(Date.now() / 1000) + 2_592_000;
    const userId = fields.userId === undefined ? previous?.metadata.userId : fields.userId;
    const subscription = subscriptionShape({
      id,
      customer: fields.customer ?? previous?.customer ?? nextId('cus'),
      status: fields.status ?? 'active',
      price,
      amount: AMOUNTS[price] ?? 100,
      periodEnd,
      userId,
    });
    subscriptions.set(id, subscription);
    return subscription;
  }

  function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No fake checkout session ${sessionId}`);
    const subscription = putSubscription({
      customer: (session.customer as string | null) ?? nextId('cus'),
      price: session.price as string,
      userId: (session.metadata as Json).userId as string,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: subscription.customer,
      subscription: subscription.id,
    });
    return { session, subscription };
  }

  function signedEvent(type: string, object: Json, eventOptions: { id?: string; secret?: string } = {}) {
    const id = eventOptions.id ?? nextId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: eventOptions.secret ?? options.webhookSecret ?? FAKE_WEBHOOK_SECRET,
    });
    return { id, payload, signature };
  }

  function publicSession(session: Json, expandLineItems: boolean): Json {
    const { price, ...rest } = session;
    if (!expandLineItems) return rest;
    return {
      ...rest,
      line_items: lineItemsShape(session.id as string, String(price), session.amount_total as number),
    };
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const raw = req.method === 'POST' ? await readBody(req) : url.search.slice(1);
    const params = new URLSearchParams(raw);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      authorization: req.headers.authorization ?? '',
    });
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const price = params.get('line_items[0][price]') ?? '';
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/c/pay/${id}`,
        client_reference_id: params.get('client_reference_id'),
        customer: params.get('customer'),
        customer_email: params.get('customer_email'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        metadata: { userId: params.get('subscription_data[metadata][userId]') },
        amount_total: AMOUNTS[price] ?? 0,
        currency: 'usd',
        subscription: null,
        livemode: false,
        price,
      };
      sessions.set(id, session);
      return sendJson(res, 200, publicSession(session, false));
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expireMatch?.[1]) {
      const session = sessions.get(expireMatch[1]);
      if (!session) return missing(res, 'checkout.session', expireMatch[1]);
      if (session.status !== 'open') {
        return sendJson(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          },
        });
      }
      Object.assign(session, { status: 'expired', url: null });
      return sendJson(res, 200, publicSession(session, false));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) return missing(res, 'checkout.session', sessionMatch[1]);
      return sendJson(res, 200, publicSession(session, params.getAll('expand[0]').includes('line_items')));
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return sendJson(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.get('customer'),
        return_url: params.get('return_url'),
        livemode: false,
        url: `${base}/p/session/${id}?return_url=${encodeURIComponent(params.get('return_url') ?? '')}`,
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && subscriptionMatch?.[1]) {
      if (subscriptionMatch[1] === 'sub_unavailable') {
        return sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return missing(res, 'subscription', subscriptionMatch[1]);
      return sendJson(res, 200, subscription);
    }
    return sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }

  /** Stripe's hosted checkout: pays at once, tells Earmark through the webhook, goes back. */
  async function deliver(type: string, object: Json) {
    if (!options.webhookUrl) return;
    const event = signedEvent(type, object);
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      body: event.payload,
    });
  }

  /** Stripe's hosted checkout: pays at once, tells Earmark through the webhook, goes back. */
  async function hostedCheckout(res: ServerResponse, sessionId: string) {
    if (!sessions.has(sessionId)) return missing(res, 'checkout.session', sessionId);
    if (sessions.get(sessionId)?.status !== 'open') {
      res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Checkout expired</title><h1>This checkout session has expired</h1>');
      return;
    }
    const { session } = completeCheckout(sessionId);
    await deliver('checkout.session.completed', publicSession(session, false));
    res.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) });
    res.end();
  }

  /** For the journeys: the subscription of a checkout changes status (a renewal fails, or is paid). */
  async function changeStatus(res: ServerResponse, sessionId: string, status: string) {
    const subscriptionId = sessions.get(sessionId)?.subscription as string | undefined;
    if (!subscriptionId) return missing(res, 'checkout.session', sessionId);
    await deliver('customer.subscription.updated', putSubscription({ id: subscriptionId, status }));
    sendJson(res, 200, subscriptions.get(subscriptionId));
  }

  const portalPage = (url: URL) =>
    `<!doctype html><title>Billing portal</title><h1>Billing portal</h1><a href="${encodeURI(url.searchParams.get('return_url') ?? '/')}">Return to Earmark</a>`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-stripe.local');
    const pay = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    const control = /^\/__fake\/checkout\/([^/]+)\/status\/([a-z_]+)$/.exec(url.pathname);
    const handle = pay?.[1]
      ? hostedCheckout(res, pay[1])
      : control?.[1] && control[2]
        ? changeStatus(res, control[1], control[2])
        : url.pathname.startsWith('/p/session/')
          ? Promise.resolve(
              res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(portalPage(url)),
            )
          : api(req, res, url);
    handle.catch((error: unknown) => sendJson(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    sessions,
    subscriptions,
    completeCheckout,
    putSubscription,
    signedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
