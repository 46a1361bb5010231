import { readToken } from '../../lib/session';
import { showErrorToast } from '../../ui/errorToast';

/** A plan as GET /subscription-plans answers it. */
export type SubscriptionPlan = {
  name: 'FAN' | 'VIP';
  description: string;
  price: number;
  /** ISO 4217 code, e.g. USD. */
  currency: string;
  duration: 'MONTHLY' | 'YEARLY';
  benefits: string[];
  badge: 'fan' | 'vip';
  /** Null when the server has no payment configuration: checkout then answers 503. */
  priceId: string | null;
};

/** The server's reason: the message in the body, else the status text (a proxy's own answer). */
async function reason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? (response.statusText || `Error ${response.status}`);
}

/** A plan's price as a member reads it: symbol, amount and currency code ("$1.99 USD"). */
export function formatPrice(price: number, currency: string): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  return `${amount} ${currency}`;
}

function memberHeaders(json = false): HeadersInit {
  return json
    ? { 'content-type': 'application/json', authorization: readToken() }
    : { authorization: readToken() };
}

export async function fetchSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  const response = await fetch('/subscription-plans', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(await reason(response));
  return (await response.json()) as SubscriptionPlan[];
}

/**
 * Opens the card payment provider's checkout for a plan. Answers why it could not (the page shows
 * it beside the plans), or null when the browser is on its way to the checkout.
 */
export async function startCheckout(priceId: string | null): Promise<string | null> {
  try {
    const response = await fetch('/create-checkout-session', {
      method: 'POST',
      headers: memberHeaders(true),
      body: JSON.stringify({ priceId }),
    });
    if (!response.ok) return `${await reason(response)}. Please contact support below.`;
    const { url } = (await response.json()) as { url: string };
    window.location.assign(url);
    return null;
  } catch {
    return 'The payment service could not be reached. Please contact support below.';
  }
}

/** Sends the supporter to the portal where they manage their subscription and payment method. */
export async function openBillingPortal(): Promise<void> {
  try {
    const response = await fetch('/create-portal-session', { method: 'POST', headers: memberHeaders() });
    if (!response.ok) {
      showErrorToast(`${await reason(response)}. Please contact support.`);
      return;
    }
    const { url } = (await response.json()) as { url: string };
    window.location.assign(url);
  } catch {
    showErrorToast('The payment service could not be reached. Please contact support.');
  }
}

/** Looks up the checkout a member returned from (for analytics only): failures are only logged. */
export async function lookUpCheckoutSession(sessionId: string): Promise<unknown> {
  try {
    const response = await fetch(`/get-checkout-session?sessionId=${encodeURIComponent(sessionId)}`, {
      headers: memberHeaders(),
    });
    if (!response.ok) {
      console.error('Checkout session lookup failed:', await reason(response));
      return null;
    }
    return await response.json();
  } catch (error) {
    console.error('Checkout session lookup failed:', error);
    return null;
  }
}
