import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { applyStripeEvent } from './apply-event.ts';
import { type BillingOptions, refuse, requirePayments } from './http.ts';

/** Stripe's events can carry whole objects; still far below what a request may hold elsewhere. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /stripe/webhook. The signature covers the exact bytes Stripe sent, so this scope keeps
 * every body as a raw Buffer (no JSON parsing) for stripe.webhooks.constructEvent. A missing or
 * wrong signature is 400 and changes nothing.
 */
export async function webhookRoutes(app: FastifyInstance, options: BillingOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const payments = await requirePayments(options.payments, reply);
    if (!payments) return reply;
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new Error('unsigned');
      event = payments.stripe.webhooks.constructEvent(request.body, signature, payments.config.webhookSecret);
    } catch {
      return refuse(reply, 400, 'The webhook signature is not valid');
    }
    const outcome = await applyStripeEvent({ db: options.db, payments, log: request.log }, event);
    return reply.header('cache-control', 'no-store').send({ received: true, outcome });
  });
}
