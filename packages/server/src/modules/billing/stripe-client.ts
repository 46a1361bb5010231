import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/**
 * The official Stripe client for the configured key. STRIPE_API_URL points it elsewhere (its
 * host, port and protocol options), as the tests do with their local fake Stripe.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 1, timeout: 20_000 });
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}
