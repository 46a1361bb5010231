import os from 'node:os';

// The end-to-end server's world, in one place: the Playwright config starts it with these settings,
// and `npm test` (scripts/test.mjs) seeds a data directory with the same settings ahead of time so
// each of its Playwright shards starts on a copy instead of seeding the demo again.

/** The ports one run uses: the server, a local fake Stripe (+1000) and a local fake MusicBrainz (+2000). */
export function e2ePorts(port) {
  return { server: port, fakeStripe: port + 1000, fakeMusicBrainz: port + 2000 };
}

/** The environment of the Earmark server the journeys visit, listening on `port`, keeping `dataDir`. */
export function e2eServerEnv(port, dataDir) {
  const { fakeStripe, fakeMusicBrainz } = e2ePorts(port);
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'demo',
    // The journeys visit the staff pages as the demo member.
    SEED_ADMIN: '1',
    // The journeys sign up dozens of members from this one address; the limit itself is an API test's.
    SIGNUP_LIMIT_PER_HOUR: '1000',
    LOG_LEVEL: 'warn',
    // An address of its own, as a deployment has: a page drawn by the server shows it as the app does
    // (drawn with the default, the footer's and the help pages' mail links did not match).
    SUPPORT_EMAIL: 'help@earmark.test',
    // Checkout returns to PUBLIC_URL: the same origin as the pages (and their stored token).
    PUBLIC_URL: baseURL,
    STRIPE_SECRET_KEY: 'sk_test_earmark_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_earmark_fake',
    STRIPE_PRICE_FAN_MONTHLY: 'price_fan_monthly',
    STRIPE_PRICE_FAN_YEARLY: 'price_fan_yearly',
    STRIPE_PRICE_VIP_MONTHLY: 'price_vip_monthly',
    STRIPE_PRICE_VIP_YEARLY: 'price_vip_yearly',
    STRIPE_API_URL: `http://127.0.0.1:${fakeStripe}`,
    // Members' searches and /mb/ links ask this instead of musicbrainz.org.
    MUSICBRAINZ_URL: `http://127.0.0.1:${fakeMusicBrainz}/ws/2`,
  };
}

/**
 * How many worlds (Playwright workers) the journeys use unless E2E_WORKERS says: one per two cores,
 * and at least two. A journey waits on its page, its server and the clock much of the time: on a quiet
 * 2-core machine two worlds ran the 88 journeys in 522 s, whose own times summed to 945 s; one world
 * left a core idle most of its 19 minutes (0.6–1.4 cores busy, on a machine loaded by other work).
 */
export function e2eWorkers() {
  const asked = Number(process.env.E2E_WORKERS);
  return asked >= 1 ? Math.floor(asked) : Math.max(2, Math.floor(os.availableParallelism() / 2));
}
