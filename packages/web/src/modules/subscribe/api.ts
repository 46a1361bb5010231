import { readToken } from '../../lib/session';
import { showErrorToast } from '../../ui/errorToast';

/** A plan as GET /subscription-plans answers it. */
export type SubscriptionPlan = {
  name: 'FAN' | 'VIP';
  description: string;
  price: number;
  duration: 'MONTHLY' | 'YEARLY';
  benefits: string[];
  badge: 'fan' | 'vip';
  /** Null when the server has no payment configuration: checkout then answers 503. */
  priceId: string | null;
};

/** The server's reason: the status text, or the message in the body when the text is empty (HTTP/2). */
async function reason(response: Response): Promise<string> {
  if (response.statusText) return response.statusText;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `Error ${response.status}`;
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

/** Opens the card payment provider's checkout for a plan; on failure, a toast with the reason. */
export async function startCheckout(priceId: string | null): Promise<void> {
  try {
    const response = await fetch('/create-checkout-session', {
      method: 'POST',
      headers: memberHeaders(true),
      body: JSON.stringify({ priceId }),
    });
    if (!response.ok) {
      showErrorToast(`${await reason(response)}. Please contact support below.`);
      return;
    }
    const { url } = (await response.json()) as { url: string };
    window.location.assign(url);
  } catch {
    showErrorToast('The payment service could not be reached. Please contact support below.');
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
