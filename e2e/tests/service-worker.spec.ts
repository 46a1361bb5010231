import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { currentUpdate } from '../../packages/web/src/app/layout/monthlyUpdates';
import { expect, test } from '../support/test';

// The app shell as a member meets it across releases. This spec runs its own Earmark server (on a
// port of its own, the same origin for both versions) so it can deploy a second build: version A
// is the app's own production build (the one every journey runs: it carries no build id), served from
// a copy, and its service worker installs; version B is built with a build id of its own and the
// server restarts on it; the hourly update check finds B and the toast offers Refresh.

const root = fileURLToPath(new URL('../..', import.meta.url));
// This month's update (the banner follows the calendar; a month may have none).
const MONTHLY_UPDATE = currentUpdate(new Date());

test.use({ serviceWorkers: 'allow' });

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.slice(-2000)}`)),
    );
  });
}

/** A production build of the web app into `outDir`, marked html[data-build=id]. */
const buildWeb = (outDir: string, id: string) =>
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], path.join(root, 'packages/web'), {
    EARMARK_BUILD_ID: id,
  });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Earmark = { process: ChildProcess; stop: () => Promise<void> };

async function startEarmark(port: number, dataDir: string, webDistDir: string): Promise<Earmark> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // A fresh database is migrated first: seconds alone, minutes on a machine busy with other tests.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Earmark exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('Earmark did not start in 240 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { process: child, stop };
}

const buildOf = (page: Page) => page.locator('html').getAttribute('data-build');
/** Version A's mark: an ordinary build sets no html[data-build]. */
const BUILD_A = null;

/** The page is controlled by an activated service worker from /sw.js with scope /. */
async function controlledBy(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** The server the journey runs; stopped after it even when it timed out (its `finally` then never runs). */
let running: Earmark | undefined;

test.describe('service worker and app shell', () => {
  test.afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  test('installs, works offline, keeps the banner dismissed, and updates through the toast', async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'earmark-sw-'));
    const [distA, distB, dataDir] = ['web-a', 'web-b', 'data'].map((name) => path.join(work, name)) as [
      string,
      string,
      string,
    ];
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server: Earmark | undefined;
    try {
      await test.step('version A is the build the journeys run; version B is built', async () => {
        cpSync(path.join(root, 'packages/web/dist'), distA, { recursive: true });
        // `npm test` seeds one database for the journeys: a copy of it spares migrating a fresh one.
        const seeded = process.env.E2E_SEEDED_DATA;
        if (seeded) cpSync(seeded, dataDir, { recursive: true });
        await buildWeb(distB, 'e2e-b');
      });

      await test.step('version A: /sw.js is served fresh and installs with scope /', async () => {
        server = running = await startEarmark(port, dataDir, distA);
        const sw = await page.request.get(`${origin}/sw.js`);
        expect(sw.headers()['cache-control']).toBe('no-cache');
        expect(sw.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
        const manifest = await page.request.get(`${origin}/manifest.webmanifest`);
        expect(manifest.headers()['content-type']).toContain('application/manifest+json');
        const icons = ((await manifest.json()) as { icons: { sizes: string }[] }).icons.map(
          (icon) => icon.sizes,
        );
        expect(icons).toEqual(expect.arrayContaining(['192x192', '512x512']));

        await page.clock.install();
        await page.goto(`${origin}/`);
        await expect(page.locator('html[data-app-started]')).toHaveCount(1);
        expect(await buildOf(page)).toBe(BUILD_A);
        await expect
          .poll(async () => (await controlledBy(page)).script, { timeout: 30_000 })
          .toBe(`${origin}/sw.js`);
        expect((await controlledBy(page)).scope).toBe(`${origin}/`);
        await page.reload();
        await expect.poll(async () => (await controlledBy(page)).controlled).toBe(true);
      });

      await test.step('the monthly banner stays dismissed across reloads', async () => {
        const banner = page.getByRole('status', { name: 'Monthly update' });
        if (!MONTHLY_UPDATE) {
          await expect(page.getByRole('link', { name: 'Earmark home' }).first()).toBeVisible();
          await expect(banner).toHaveCount(0);
          return;
        }
        await expect(banner).toHaveText(MONTHLY_UPDATE.text);
        await page.getByRole('button', { name: 'Dismiss update' }).click();
        await expect(banner).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('link', { name: 'Earmark home' }).first()).toBeVisible();
        await expect(banner).toHaveCount(0);
        expect(
          await page.evaluate(
            (key) => localStorage.getItem(`earmark.monthlyBanner.${key}`),
            MONTHLY_UPDATE.key,
          ),
        ).toBe('dismissed');
      });

      await test.step('GraphQL requests are never cached', async () => {
        const cached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          }
          return urls;
        });
        expect(cached.length).toBeGreaterThan(10);
        expect(cached.filter((url) => url.includes('/graphql'))).toEqual([]);
        expect(cached.some((url) => url.includes('/offline.html'))).toBe(true);
      });

      await test.step('an offline reload shows the offline page; back online, Try again opens the app', async () => {
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
        await context.setOffline(false);
        await page.getByRole('link', { name: 'Try again' }).click();
        await expect(page.locator('html[data-app-started]')).toHaveCount(1);
        expect(await buildOf(page)).toBe(BUILD_A);
      });

      await test.step('version B deployed: the hourly check finds it, the toast refreshes into it', async () => {
        await server?.stop();
        server = running = await startEarmark(port, dataDir, distB);
        // The open tab still runs version A until the member chooses.
        await page.clock.fastForward('01:00:00');
        const toast = page.getByRole('status').filter({ hasText: 'A new version of Earmark is available' });
        await expect(toast).toBeVisible({ timeout: 30_000 });
        await expect(toast.getByRole('button', { name: 'Not Now' })).toBeVisible();
        expect(await buildOf(page)).toBe(BUILD_A);
        await toast.getByRole('button', { name: 'Refresh' }).click();
        await expect.poll(() => buildOf(page), { timeout: 30_000 }).toBe('e2e-b');
        await expect(toast).toHaveCount(0);
        const state = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return {
            waiting: registration.waiting !== null,
            controlled: navigator.serviceWorker.controller !== null,
          };
        });
        expect(state).toEqual({ waiting: false, controlled: true });
      });
    } finally {
      await server?.stop();
      rmSync(work, { recursive: true, force: true, maxRetries: 3 });
    }
  });
});
