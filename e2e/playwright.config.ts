import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh embedded database per run: the server seeds the demo data into it on first start.
// Workers inherit the environment, so they all see the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'earmark-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A local fake Stripe (packages/server/test/billing-fake-stripe.ts) for the supporter journeys.
const fakeStripePort = port + 1000;
// A local fake MusicBrainz web service (packages/server/test/musicbrainz-fake.ts) for on-demand search.
const fakeMusicBrainzPort = port + 2000;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole shell on every fresh context; only its own spec allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 150+ loads its address bar's popup (a WebUI renderer) even headless: seconds of CPU
        // per new window on a 2-core machine, for nothing a journey uses.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    // Only the journeys whose layout differs on a small screen (tagged MOBILE, e2e/support/devices.ts).
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx ../packages/server/test/billing-fake-stripe-server.ts',
      url: `http://127.0.0.1:${fakeStripePort}/v1/subscriptions/none`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_STRIPE_PORT: String(fakeStripePort), FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/stripe/webhook` },
    },
    {
      command: 'node --import tsx ../packages/server/test/musicbrainz-fake-server.ts',
      url: `http://127.0.0.1:${fakeMusicBrainzPort}/ws/2/release-group/f5093c06-23e3-404f-aeaa-40f72885ee3a`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_MUSICBRAINZ_PORT: String(fakeMusicBrainzPort) },
    },
    {
      // `npm test` sets E2E_NODE to Node 22 LTS, so the journeys also prove the server runs on it.
      command: `${process.env.E2E_NODE ?? 'node'} ../scripts/start.mjs`,
      url: `${baseURL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        SEED: 'demo',
        // The journeys visit the staff pages as the demo member.
        SEED_ADMIN: '1',
        // The journeys sign up dozens of members from this one address; the limit itself is an API test's.
        SIGNUP_LIMIT_PER_HOUR: '1000',
        LOG_LEVEL: 'warn',
        // Checkout returns to PUBLIC_URL: the same origin as the pages (and their stored token).
        PUBLIC_URL: baseURL,
        STRIPE_SECRET_KEY: 'sk_test_earmark_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_earmark_fake',
        STRIPE_PRICE_FAN_MONTHLY: 'price_fan_monthly',
        STRIPE_PRICE_FAN_YEARLY: 'price_fan_yearly',
        STRIPE_PRICE_VIP_MONTHLY: 'price_vip_monthly',
        STRIPE_PRICE_VIP_YEARLY: 'price_vip_yearly',
        STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
        // Members' searches and /mb/ links ask this instead of musicbrainz.org.
        MUSICBRAINZ_URL: `http://127.0.0.1:${fakeMusicBrainzPort}/ws/2`,
      },
    },
  ],
});
