/** The billing module's surface: what other modules and the rest of the server use. */

export { billingRoutes } from './routes.ts';
export { createStripeClient } from './stripe-client.ts';
