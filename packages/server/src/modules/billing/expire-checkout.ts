import Stripe from 'stripe';
import type { Payments } from './http.ts';

/**
 * Expires a checkout the member opened before, so it cannot be paid beside the new one. One that is
 * no longer open (paid, expired, or unknown to Stripe) is refused by Stripe as an invalid request:
 * nothing to do then. Any other failure is the payment provider's, and the new checkout waits.
 */
export async function expireCheckout(payments: Payments, sessionId: string): Promise<void> {
  try {
    await payments.stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw error;
  }
}
