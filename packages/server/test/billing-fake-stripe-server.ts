// entry point: the browser journeys' fake Stripe (e2e/playwright.config.ts starts it with tsx).
import { startFakeStripe } from './billing-fake-stripe.ts';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const fake = await startFakeStripe({ port, webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL });
console.log(`Fake Stripe at ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
