import type { FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Config, StripeConfig } from '../../config.ts';
import { findViewer, readToken, type Viewer } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';

export const NOT_CONFIGURED = 'Payments are not configured';

/**
 * A refusal: the status, the message as the reason phrase (the web client shows the status text)
 * and as `{ message }` in the body.
 */
export function refuse(reply: FastifyReply, status: number, message: string) {
  reply.raw.statusMessage = message;
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/** The signed-in member, or null after answering 401 (a guest, or an unknown or expired token). */
export async function requireMemberHttp(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer | null> {
  const token = readToken(request.headers.authorization);
  const viewer = token ? await findViewer(db, token) : null;
  if (!viewer) {
    await refuse(reply, 401, 'Please log in to manage a subscription');
    return null;
  }
  return viewer;
}

export type Payments = { config: StripeConfig; stripe: Stripe };

/** The payment settings and client, or null after answering 503 when STRIPE_* is not set. */
export async function requirePayments(
  payments: Payments | null,
  reply: FastifyReply,
): Promise<Payments | null> {
  if (!payments) {
    await refuse(reply, 503, NOT_CONFIGURED);
    return null;
  }
  return payments;
}

/** A failed call to Stripe: logged with its details, answered 502 without them. */
export function paymentProviderFailed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'Stripe call failed');
  return refuse(reply, 502, 'The payment provider did not answer');
}

export type BillingOptions = { config: Config; db: Db; payments: Payments | null };
