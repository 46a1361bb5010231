import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { RefusedJsonKey } from '../../web/json-body.ts';
import { supporterStatus } from '../accounts/index.ts';
import { expireCheckout } from './expire-checkout.ts';
import {
  type BillingOptions,
  paymentProviderFailed,
  refuse,
  requireMemberHttp,
  requirePayments,
} from './http.ts';
import { planOfPrice, subscriptionPlans } from './plans.ts';
import { subscriptionRowsOf } from './subscription-rows.ts';
import { webhookRoutes } from './webhook.ts';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,255}$/;

/**
 * The supporters' REST calls: the plans, a checkout for a plan, the customer portal, a finished
 * checkout's summary, and Stripe's webhook (in its own scope, which reads the raw body).
 */
export async function billingRoutes(app: FastifyInstance, options: BillingOptions) {
  const { config, db } = options;
  // Nothing internal reaches a client: a failure is logged and answered with a plain sentence (a
  // webhook answered 500 is delivered again by Stripe later).
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    // A body refused by the JSON parser says what was refused (web/json-body.ts).
    if (error instanceof RefusedJsonKey)
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'Payment call failed');
    return refuse(reply, status, status === 500 ? 'The payment call failed' : 'The request is not valid');
  });

  app.get('/subscription-plans', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(subscriptionPlans(config.stripe)),
  );

  app.post<{ Body: { priceId?: unknown } | undefined }>(
    '/create-checkout-session',
    async (request, reply) => {
      const viewer = await requireMemberHttp(db, request, reply);
      if (!viewer) return reply;
      const payments = await requirePayments(options.payments, reply);
      if (!payments) return reply;
      const priceId = request.body?.priceId;
      if (typeof priceId !== 'string' || planOfPrice(payments.config, priceId) === null) {
        return refuse(reply, 400, 'priceId is not one of the subscription plans');
      }
      const status = supporterStatus(await subscriptionRowsOf(db, viewer.id));
      if (status.isSupporter || status.isPastDueSupporter) {
        return refuse(reply, 409, 'You are already a supporter');
      }
      const [member] = await db
        .select({
          email: users.email,
          customer: users.stripeCustomerId,
          openCheckout: users.stripeCheckoutSessionId,
        })
        .from(users)
        .where(eq(users.id, viewer.id));
      try {
        // One checkout to pay at a time: the one opened before (another tab, a plan changed on the
        // way) is expired, or both could be paid, making two subscriptions.
        if (member?.openCheckout) await expireCheckout(payments, member.openCheckout);
        const session = await payments.stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: String(viewer.id),
          ...(member?.customer ? { customer: member.customer } : { customer_email: member?.email }),
          subscription_data: { metadata: { userId: String(viewer.id) } },
          metadata: { userId: String(viewer.id) },
          success_url: `${config.publicUrl}/settings?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/subscribe`,
        });
        if (!session.url)
          return paymentProviderFailed(request, reply, new Error('Checkout session without url'));
        await db.update(users).set({ stripeCheckoutSessionId: session.id }).where(eq(users.id, viewer.id));
        return reply.header('cache-control', 'no-store').send({ url: session.url });
      } catch (error) {
        return paymentProviderFailed(request, reply, error);
      }
    },
  );

  app.post('/create-portal-session', async (request, reply) => {
    const viewer = await requireMemberHttp(db, request, reply);
    if (!viewer) return reply;
    const payments = await requirePayments(options.payments, reply);
    if (!payments) return reply;
    const [member] = await db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, viewer.id));
    if (!member?.customer) return refuse(reply, 404, 'You have no subscription to manage');
    try {
      const portal = await payments.stripe.billingPortal.sessions.create({
        customer: member.customer,
        return_url: `${config.publicUrl}/settings`,
      });
      return reply.header('cache-control', 'no-store').send({ url: portal.url });
    } catch (error) {
      return paymentProviderFailed(request, reply, error);
    }
  });

  app.get<{ Querystring: { sessionId?: unknown } }>('/get-checkout-session', async (request, reply) => {
    const viewer = await requireMemberHttp(db, request, reply);
    if (!viewer) return reply;
    const payments = await requirePayments(options.payments, reply);
    if (!payments) return reply;
    const sessionId = request.query.sessionId;
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
      return refuse(reply, 400, 'sessionId is not a checkout session id');
    }
    try {
      const session = await payments.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
      // Another member's checkout is none of this member's business.
      if (session.client_reference_id !== String(viewer.id))
        return refuse(reply, 404, 'No such checkout session');
      return reply.header('cache-control', 'no-store').send({
        id: session.id,
        amount_total: session.amount_total,
        currency: session.currency,
        line_items: (session.line_items?.data ?? []).map((item) => ({
          id: item.id,
          description: item.description,
          quantity: item.quantity,
          amount_total: item.amount_total,
          price: item.price ? { id: item.price.id } : null,
        })),
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') {
        return refuse(reply, 404, 'No such checkout session');
      }
      return paymentProviderFailed(request, reply, error);
    }
  });

  await app.register(webhookRoutes, options);
}
