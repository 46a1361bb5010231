import type { Browser, BrowserContext, Page } from '@playwright/test';
import { graphql, type Member, sessionState, signUpMember } from '../support/api';
import { firstScreenDevice, MOBILE } from '../support/devices';
import { expect, test } from '../support/test';

/**
 * The drawn pages (docs/FIRST-PAINT.md): the server draws each page's first screen with its data,
 * the app adopts it as it is (hydration) before the page is shown, so nothing on the first screen
 * differs with JavaScript off, React reports no mismatch, and the first click on any control counts.
 */

/** A context whose browser holds `session` as the app keeps it: local storage and the two cookies. */
function contextFor(browser: Browser, baseURL: string, session: Member | null, javaScriptEnabled = true) {
  return browser.newContext({
    javaScriptEnabled,
    ...firstScreenDevice(Boolean(test.info().project.use.isMobile)),
    serviceWorkers: 'block',
    ...(session ? { storageState: sessionState(baseURL, session) } : {}),
  });
}

/** React's errors and warnings, and the page's uncaught errors, from the moment the page loads. */
function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The service worker is blocked in these runs; its registration's error is not the page's. Nor is
    // a cover the Cover Art Archive serves (an album another journey fetched from MusicBrainz): this
    // machine has no internet, so the browser cannot load it.
    const offsite = !message.location().url.startsWith(new URL(page.url() || 'http://127.0.0.1').origin);
    if (message.type() !== 'error' || /service ?worker|sw\.js/i.test(message.text())) return;
    if (offsite && message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The text of what the first screen shows: every element of #root with text of its own inside the
 * viewport, in document order (times such as "3 minutes ago" read the same within the test).
 */
function firstScreenText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.getElementById('root') as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      shown.push(text);
    }
    return shown;
  });
}

/** The drawn element of #root, kept as the page loads, before any script of the app has run. */
async function keepDrawnRoot(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const keep = window as unknown as { drawnRoot?: Element | null };
      if (document.readyState === 'interactive' && keep.drawnRoot === undefined)
        keep.drawnRoot = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

/** Whether #root still holds the element the server drew: adopted, not drawn again. */
const stillDrawn = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { drawnRoot?: Element | null }).drawnRoot;
    return Boolean(drawn) && document.getElementById('root')?.firstElementChild === drawn;
  });

/** The app has started: it marks the document once its first commit is in (web main.tsx). */
const started = (page: Page) => expect(page.locator('html[data-app-started]')).toHaveCount(1);

async function someIds(page: Page) {
  const data = await graphql<{
    newestReleases: { edges: { node: { id: string; artists: { id: string }[] } }[] };
    officialLists: { edges: { node: { id: string } }[] };
    recentReviews: { id: string; item: { id?: string; __typename: string } }[];
  }>(
    page,
    `{ newestReleases(limit: 1) { edges { node { id artists { id } } } } officialLists(limit: 1) { edges { node { id } } }
       recentReviews { id item { __typename ... on Release { id } ... on Song { id } } } }`,
  );
  const release = data.newestReleases.edges[0]?.node;
  const list = data.officialLists.edges[0]?.node;
  const reflection = data.recentReviews[0];
  const song = data.recentReviews.find((review) => review.item.__typename === 'Song')?.item.id;
  if (!release || !list || !reflection || !song)
    throw new Error('the demo data has no release, list, reflection or reflected-on song');
  return {
    release: release.id,
    artist: release.artists[0]?.id ?? '1',
    list: list.id,
    song,
    reflection: reflection.id,
  };
}

async function demoMember(page: Page): Promise<Member> {
  const { login } = await graphql<{ login: { token: string; expiresAt: string } }>(
    page,
    'mutation { login(usernameOrEmail: "demolistener", password: "listen-to-more-music") { token expiresAt } }',
  );
  return { username: 'demolistener', ...login };
}

/**
 * The page's length as drawn, and once read down to the end half a screen at a time (each lower
 * section arriving in the place kept for it) with every section shown (none loading).
 */
async function readToTheEnd(page: Page) {
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const after = await page.evaluate(() => document.documentElement.scrollHeight);
  return { before, after };
}

/** The main pages (issue #27): the home comes first in each visit. */
function mainPages(ids: Awaited<ReturnType<typeof someIds>>, member: string) {
  return [
    `/releases/${ids.release}`,
    `/artists/${ids.artist}`,
    '/search?query=blue',
    `/users/${member}`,
    `/users/${member}/collection`,
    `/users/${member}/stats`,
    `/lists/${ids.list}`,
    `/users/${member}/year/2025`,
    `/songs/${ids.song}`,
    `/reflections/${ids.reflection}`,
  ];
}

/**
 * Each of `paths`, opened in a browser holding `session`: drawn by the server, adopted by the app as
 * drawn without a React error, and with JavaScript off its first screen reads as with it on.
 */
async function visitDrawn(browser: Browser, baseURL: string, session: Member | null, paths: string[]) {
  const withScript = await contextFor(browser, baseURL, session);
  const withoutScript = await contextFor(browser, baseURL, session, false);
  // One tab of each kind, each page loaded into it in turn (a full load each time: nothing carries
  // over but the browser's cache), as a reader moving from link to link; a tab per page cost a
  // renderer process per page.
  const plain = await withoutScript.newPage();
  const live = await withScript.newPage();
  const errors = reactErrors(live);
  await keepDrawnRoot(live);
  for (const path of paths) {
    await test.step(path, async () => {
      await plain.goto(path);
      const drawnText = await firstScreenText(plain);

      errors.length = 0;
      await live.goto(path);
      await started(live);
      await live.waitForLoadState('networkidle');
      expect(errors, `React or page errors on ${path}`).toEqual([]);
      expect(await stillDrawn(live), `${path} adopted as drawn, not drawn again`).toBe(true);
      expect(await firstScreenText(live)).toEqual(drawnText);
    });
  }
  await withScript.close();
  await withoutScript.close();
}

test.describe('the drawn pages', () => {
  // Waits, not budgets: each test opens up to a dozen pages twice, and under `npm test` (two cores
  // shared with the API runs) one test had taken past three minutes.
  test.describe.configure({ timeout: 360_000 });

  test(
    "a visitor's pages are adopted as drawn, without a React error, and read the same with JavaScript off",
    MOBILE,
    async ({ browser, page, baseURL }) => {
      const ids = await someIds(page);
      await visitDrawn(browser, baseURL ?? '', null, [
        '/',
        ...mainPages(ids, 'demolistener'),
        '/welcome',
        '/faq',
        '/privacy-policy',
        '/lists',
        '/collection',
      ]);
    },
  );

  test(
    "a new member's pages are adopted as drawn, without a React error, and read the same with JavaScript off",
    MOBILE,
    async ({ browser, page, baseURL }) => {
      const ids = await someIds(page);
      const newcomer: Member = await signUpMember(page, 'newcomer');
      // The catalog pages and another member's profile as a member with no listening (the visitor's
      // and the demo member's tests open the rest of demolistener's pages), then the newcomer's own.
      await visitDrawn(browser, baseURL ?? '', newcomer, [
        '/',
        ...mainPages(ids, 'demolistener').slice(0, 4),
        ...mainPages(ids, newcomer.username).slice(3, 6),
        '/collection',
        '/lists',
      ]);
    },
  );

  test(
    "a member's own pages, full of their listening, are adopted as drawn, without a React error",
    MOBILE,
    async ({ browser, page, baseURL }) => {
      const ids = await someIds(page);
      await visitDrawn(browser, baseURL ?? '', await demoMember(page), [
        '/',
        ...mainPages(ids, 'demolistener'),
        '/collection',
        '/lists',
      ]);
    },
  );

  test(
    'a page naming nothing that exists is answered without a React error',
    MOBILE,
    async ({ browser, baseURL }) => {
      // /users/…/stats: drawn from a failed answer (no member has that name), it would not match the app's
      // first render: the server sends it plain, and the app draws the not-found page. The others are
      // drawn as not found and adopted (a list's page once answered React #418 here: its first render
      // waited for cache-and-network's loading where the server had drawn "List not found").
      const context = await contextFor(browser, baseURL ?? '', null);
      const page = await context.newPage();
      const errors = reactErrors(page);
      const missing: Array<[path: string, text: string]> = [
        ['/users/nobody-has-this-name/stats', 'This user does not exist.'],
        ['/lists/99999999', 'This list does not exist.'],
        ['/lists/abc', 'This list does not exist.'],
        ['/releases/99999999', 'This release does not exist or has been removed.'],
        ['/songs/99999999', 'Song not found'],
        ['/artists/99999999', 'Artist not found'],
        ['/reflections/99999999', 'Page not found'],
        ['/users/nobody-has-this-name', 'This user does not exist.'],
      ];
      for (const [path, text] of missing) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(404);
        await started(page);
        await expect(page.getByText(text, { exact: false }).first(), path).toBeVisible();
      }
      // Each answer's own 404 is the browser's console line; no React error.
      expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    },
  );

  test(
    'a newcomer lands on a home full of music without touching anything, and it keeps its length',
    MOBILE,
    async ({ browser, page, baseURL }) => {
      const newcomer = await signUpMember(page, 'fresh');
      const context: BrowserContext = await contextFor(browser, baseURL ?? '', newcomer, false);
      const home = await context.newPage();
      // Without JavaScript: what the server draws is all there is.
      await home.goto('/');
      await expect(home.getByRole('heading', { name: `welcome, @${newcomer.username}` })).toBeVisible();
      const community = home.getByRole('region', { name: 'Recent Activity From The Community' });
      await expect(community.locator('a[href^="/releases/"], a[href^="/songs/"]').first()).toBeVisible();
      const newest = home.getByRole('region', { name: 'Newest Albums' });
      await expect(newest.locator('a[href^="/releases/"]')).toHaveCount(12);
      await context.close();

      const live = await (await contextFor(browser, baseURL ?? '', newcomer)).newPage();
      await live.goto('/');
      await started(live);
      const { before, after } = await readToTheEnd(live);
      await expect(live.getByRole('region', { name: 'Recent Reviews' })).toBeVisible();
      expect(Math.abs(after - before) / before, `home ${before} px, then ${after} px`).toBeLessThan(0.1);
      await live.context().close();
    },
  );

  test(
    "a visitor's landing holds music in its HTML, right under the hero, and keeps its length as its sections arrive",
    MOBILE,
    async ({ browser, baseURL }) => {
      const plain = await (await contextFor(browser, baseURL ?? '', null, false)).newPage();
      const html = await (await plain.request.get('/')).text();
      expect(html).toContain('Recent Activity From The Community');
      expect(html).toMatch(/href="\/(releases|songs)\/\d+"/);
      // No empty band under the hero: the community's music starts on the first screen.
      await plain.goto('/');
      const heading = plain.getByRole('heading', { name: 'Recent Activity From The Community' });
      const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top, 'the community section starts on the first screen').toBeLessThan(
        plain.viewportSize()?.height ?? 0,
      );
      await plain.context().close();

      const page = await (await contextFor(browser, baseURL ?? '', null)).newPage();
      await page.goto('/');
      await started(page);
      const community = page.getByRole('region', { name: 'Recent Activity From The Community' });
      await expect(community.locator('img').first()).toBeVisible();
      const { before, after } = await readToTheEnd(page);
      await expect(page.getByRole('region', { name: 'Featured Lists' })).toBeVisible();
      expect(Math.abs(after - before) / before, `landing ${before} px, then ${after} px`).toBeLessThan(0.1);
      await page.context().close();
    },
  );
});
