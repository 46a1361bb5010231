import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The pages Lighthouse scores, as a visitor and (the home) as the signed-in demo member; list 1 is the charts. */
export const LIGHTHOUSE_PAGES: Array<{ name: string; path: string; member?: boolean }> = [
  { name: 'landing (visitor)', path: '/' },
  { name: 'member home', path: '/', member: true },
  { name: 'release', path: '/releases/1' },
  { name: 'artist', path: '/artists/1' },
  { name: 'search', path: '/search?query=blue' },
  { name: 'user', path: '/users/demolistener' },
  { name: 'list', path: '/lists/1' },
  { name: 'stats', path: '/users/demolistener/stats' },
  { name: 'year in review', path: '/users/demolistener/year/2025' },
];

/**
 * Further pages the accessibility pass scores (in both colour schemes): each kind of page a member
 * meets besides the ones above.
 */
export const ACCESSIBILITY_PAGES: typeof LIGHTHOUSE_PAGES = [
  { name: 'song', path: '/songs/1' },
  { name: 'reflection', path: '/reflections/1' },
  { name: 'diary', path: '/users/demolistener/diary' },
  { name: 'lists', path: '/lists' },
  { name: 'collection', path: '/collection', member: true },
  { name: 'settings', path: '/settings', member: true },
  { name: 'import', path: '/settings/import', member: true },
  { name: 'welcome', path: '/welcome' },
  { name: 'faq', path: '/faq' },
  { name: 'subscribe', path: '/subscribe' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
];

/** The colour scheme a page is scored in: the device's choice, kept in its cookie (web lib/colorScheme.ts). */
export type Scheme = 'light' | 'dark';

export type LighthouseOptions = {
  /** Only the pages of these names. */
  names?: string[];
  scheme?: Scheme;
  /** Only the accessibility category (a quicker pass, e.g. over both colour schemes). */
  accessibilityOnly?: boolean;
  /** Where the demo member logs in, when `url` is a front before the app (server test/deploy/nginx-front.ts). */
  appUrl?: string;
};

/**
 * `cold`: the browser's cache emptied first, as a visitor arriving from a link meets the page (every
 * script and style downloaded on Lighthouse's slow 4G). `warm`: the page loaded once before, so its
 * scripts and styles come from the cache, as for a returning visitor.
 */
export type CacheState = 'cold' | 'warm';

export type LighthouseScore = {
  name: string;
  cache: CacheState;
  scheme: Scheme;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** What each failing audit points at (selector and snippet), and the layout shifts. */
  details: Record<string, string[]>;
};

const CHROMIUM_ARGS = [
  '--headless=new',
  // The deployed front the bench can score through (server test/deploy/nginx-front.ts) has a certificate made on the spot.
  '--ignore-certificate-errors',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 150+ loads its address bar's popup (a WebUI page in a renderer of its own) even headless:
  // 1.5-3.7 s of CPU beside each page's load, on a 2-core machine, which Lighthouse counted as the
  // page's slower tasks.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

async function demoToken(url: string): Promise<{ token: string; expiresAt: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation { login(usernameOrEmail: "demolistener", password: "listen-to-more-music") { token expiresAt } }',
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string; expiresAt: string } } };
  if (!body.data) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  return body.data.login;
}

async function scorePage(
  browser: Browser,
  url: string,
  page: (typeof LIGHTHOUSE_PAGES)[number],
  cache: CacheState,
  { scheme = 'light', accessibilityOnly = false, appUrl = url }: LighthouseOptions,
) {
  // A context of its own: its own (empty) cache and storage.
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    await tab.goto(`${url}/robots.txt`);
    const session = page.member ? await demoToken(appUrl) : null;
    // Runs in the page (bench has no DOM types, hence the global lookup).
    await tab.evaluate(
      (value, scheme) => {
        const storage = (
          globalThis as unknown as {
            localStorage: { clear(): void; setItem(key: string, value: string): void };
          }
        ).localStorage;
        storage.clear();
        // The member hint and session cookies, as the web app sets them at login (web lib/session.ts:
        // the server then draws the member's pages with their data).
        const doc = (globalThis as unknown as { document: { cookie: string } }).document;
        doc.cookie = `earmark_member=${value ? '1; max-age=3600' : '; max-age=0'}; path=/`;
        doc.cookie = `earmark_session=${value ? `${encodeURIComponent(value.token)}; max-age=3600` : '; max-age=0'}; path=/; samesite=strict`;
        // The device's colour scheme, as the header menu's toggle keeps it (shared COOKIES.colorScheme).
        doc.cookie = `earmark_scheme=${scheme}; max-age=3600; path=/`;
        if (value) {
          storage.setItem('earmark.token', value.token);
          storage.setItem('earmark.tokenExpiresAt', value.expiresAt);
        }
      },
      session,
      scheme,
    );
    if (cache === 'warm') await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle0' });
    // Lighthouse's default mobile settings: simulated slow 4G and a 4× slower CPU.
    const run = () =>
      lighthouse(
        `${url}${page.path}`,
        {
          onlyCategories: accessibilityOnly ? ['accessibility'] : ['performance', 'accessibility'],
          disableStorageReset: true,
          logLevel: 'error',
        },
        undefined,
        tab,
      );
    let result = await run();
    // Now and then Chromium's trace misses the navigation start (NO_NAVSTART): score the page again.
    for (let attempt = 1; result?.lhr.runtimeError && attempt < 3; attempt++) result = await run();
    if (!result || result.lhr.runtimeError)
      throw new Error(
        `no Lighthouse result for ${page.path}: ${result?.lhr.runtimeError?.message ?? 'none'}`,
      );
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir)
      writeFileSync(
        path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${cache}-${scheme}.json`),
        JSON.stringify(result.lhr),
      );
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    const details: Record<string, string[]> = {};
    for (const id of [...failing, 'layout-shifts', 'largest-contentful-paint-element']) {
      const items =
        (audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      details[id] = items.slice(0, 8).map((item) => {
        const node = (item.node ?? (item.items as Array<{ node?: unknown }> | undefined)?.[0]?.node) as
          | { selector?: string; snippet?: string; explanation?: string }
          | undefined;
        return `${node?.selector ?? ''} ${node?.snippet ?? ''} ${node?.explanation?.split('\n')[0] ?? ''}`.trim();
      });
    }
    return {
      name: page.name,
      cache,
      scheme,
      details,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      failing,
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse (mobile) over every page, in Debian's Chromium, against a running server: each page with
 * an empty cache, then with its assets cached (for accessibility alone, once: the cache changes no
 * audit of that category).
 */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseScore[]> {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const caches: CacheState[] = options.accessibilityOnly ? ['warm'] : ['cold', 'warm'];
  try {
    const scores: LighthouseScore[] = [];
    const pages = options.accessibilityOnly
      ? [...LIGHTHOUSE_PAGES, ...ACCESSIBILITY_PAGES]
      : LIGHTHOUSE_PAGES;
    for (const page of pages.filter((p) => !options.names || options.names.includes(p.name)))
      for (const cache of caches) scores.push(await scorePage(browser, url, page, cache, options));
    return scores;
  } finally {
    await browser.close();
  }
}
