import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { e2ePorts, e2eServerEnv, e2eWorkers } from './server-env.mjs';

// Each Playwright worker visits a world of its own: its own Earmark server on its own embedded
// database (seeded with the demo data on first start, or started on a copy `npm test` seeded ahead),
// with its own fake Stripe and fake MusicBrainz. The workers run at once, and no journey can meet
// another worker's members, lists or notifications.
const workers = e2eWorkers();
const crowded = Boolean(process.env.CI || process.env.E2E_BESIDE_API_TESTS);
// The runner fixes the first port and the data root once; its workers inherit them.
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? '3210';
process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(os.tmpdir(), 'earmark-e2e-'));
const basePort = Number(process.env.E2E_BASE_PORT);
const dataRoot = process.env.E2E_DATA_ROOT;

/** World `index`'s server port and data directory (worker N visits world N). */
function world(index: number) {
  const port = basePort + index;
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: path.join(dataRoot, `server-${index}`) };
}

// Playwright loads this file again in each worker process, with the worker's slot in
// TEST_PARALLEL_INDEX: there the journeys' own reads (E2E_PORT, E2E_DATA_DIR) name its world.
const own = world(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(own.port);
process.env.E2E_DATA_DIR = own.dataDir;
// The runner (no worker slot) builds the web app once if its build is stale, before the servers start;
// they all serve that build.
if (process.env.TEST_PARALLEL_INDEX === undefined && !ensureWebBuild())
  throw new Error('The web app did not build');

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The processes of one world: a local fake Stripe (packages/server/test/billing-fake-stripe.ts) for the
 * supporter journeys, a local fake MusicBrainz web service (packages/server/test/musicbrainz-fake.ts)
 * for on-demand search, and the Earmark server. */
function worldServers(index: number): WebServer[] {
  const { port, baseURL, dataDir } = world(index);
  const { fakeStripe, fakeMusicBrainz } = e2ePorts(port);
  return [
    {
      command: 'node --import tsx ../packages/server/test/billing-fake-stripe-server.ts',
      url: `http://127.0.0.1:${fakeStripe}/v1/subscriptions/none`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_STRIPE_PORT: String(fakeStripe), FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/stripe/webhook` },
    },
    {
      command: 'node --import tsx ../packages/server/test/musicbrainz-fake-server.ts',
      url: `http://127.0.0.1:${fakeMusicBrainz}/ws/2/release-group/f5093c06-23e3-404f-aeaa-40f72885ee3a`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_MUSICBRAINZ_PORT: String(fakeMusicBrainz) },
    },
    {
      // `npm test` sets E2E_NODE to Node 22 LTS, so the journeys also prove the server runs on it.
      command: `${process.env.E2E_NODE ?? 'node'} ../scripts/start.mjs`,
      url: `${baseURL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...e2eServerEnv(port, dataDir), SKIP_WEB_BUILD: '1' },
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  // Waits, not budgets (speed is the bench's): under `npm test` (E2E_BESIDE_API_TESTS) the journeys
  // share two cores with the API runs, where a page that answers in a second alone can take ten.
  timeout: crowded ? 60_000 : 30_000,
  expect: { timeout: crowded ? 20_000 : 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: own.baseURL,
    // Recording a trace (DOM snapshots and a screencast of every step) cost a fifth of the journeys' CPU
    // (12 journeys: 194 cpu-s traced, 156 not): in CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
  webServer: Array.from({ length: workers }, (_, index) => worldServers(index)).flat(),
});
