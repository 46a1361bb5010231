import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COOKIES, cookieFrom } from '@earmark/shared';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A page drawn by the server: the markup for #root, the data element that goes after it, and the
 * page's document title and description (plain text).
 */
export type DrawnPage = { root: string; data: string; title: string; description: string };

/** The web build's server-side renderer (web src/app/serverRender.tsx, built into dist/.ssr). */
type Renderer = {
  /** The configuration index.html carries in its <meta name="earmark:…"> tags (spa.ts appConfigTags). */
  setAppConfig(values: Record<string, string>): void;
  renderPage(
    href: string,
    fetch: typeof globalThis.fetch,
    drawnFor: 'guest' | 'member',
    cookies: string,
  ): Promise<DrawnPage | null>;
};

/**
 * A guest's drawn page is the same for every guest: kept this long, so a page many visitors open is
 * drawn once (60–150 ms of rendering) rather than for each of them. Shorter than the guest caches
 * under it (catalog public-cache.ts, 30 s). A member's page is never kept.
 */
export const GUEST_PAGE_TTL_MS = 10_000;
const GUEST_PAGES = 500;
/** The one cookie a guest's page is drawn by (web lib/cookies.ts useCookie: the dismissed banner). */
const GUEST_PAGE_COOKIE = COOKIES.dismissedBanner;

/** Where `npm run build` leaves the server-side renderer in the web build. */
export const RENDERER_PATH = '.ssr/serverRender.js';

/**
 * Draws the page at `url` for a guest (no session) or for the member whose session token it is;
 * `cookies` is the request's Cookie header (a dismissed banner is drawn dismissed).
 */
export type PageDrawer = (url: string, session: string | null, cookies: string) => Promise<DrawnPage | null>;

/**
 * Draws the pages with a first query (web app/firstQueries.ts: the home, a release, a song, an
 * artist, a profile and its stats, a list, a reflection, a search, the help pages) with their data, so they
 * paint before any JavaScript has run. The renderer asks its GraphQL through this server in-process
 * (`inject`: the same limits, loaders, guest caches and session check as a browser's request, no
 * socket), with the member's token in the authorization header. Null without a renderer in the
 * build, for a page it does not draw, for a session that is not a member's, or when drawing fails
 * (logged): the plain page is answered then, as before.
 */
export function pageDrawer(
  app: FastifyInstance,
  distDir: string,
  appConfig: Record<string, string>,
): PageDrawer | null {
  const file = path.join(distDir, RENDERER_PATH);
  if (!existsSync(file)) return null;
  let loading: Promise<Renderer | null> | undefined;
  const renderer = () =>
    (loading ??= (import(pathToFileURL(file).href) as Promise<Renderer>)
      .then((loaded) => {
        loaded.setAppConfig(appConfig);
        return loaded;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'pages are not drawn: the server-side renderer did not load');
        return null;
      }));
  // Loaded once the server is ready, so the first visitor does not wait for React and the app to load.
  app.addHook('onReady', async () => {
    void renderer();
  });
  const graphqlInProcess =
    (session: string | null): typeof globalThis.fetch =>
    async (_input, init) => {
      const reply = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(session ? { authorization: session } : {}) },
        payload: typeof init?.body === 'string' ? init.body : '',
      });
      return new Response(reply.body, {
        status: reply.statusCode,
        headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
      });
    };
  const draw: PageDrawer = async (url, session, cookies) => {
    const loaded = await renderer();
    if (!loaded) return null;
    try {
      return await loaded.renderPage(url, graphqlInProcess(session), session ? 'member' : 'guest', cookies);
    } catch (error) {
      app.log.error({ err: error, url }, 'a page could not be drawn');
      return null;
    }
  };
  // Kept: drawn pages, and the pages not drawn (null), so neither is asked again within the TTL.
  const guestPages = new LRUCache<string, { page: DrawnPage | null }>({
    max: GUEST_PAGES,
    ttl: GUEST_PAGE_TTL_MS,
  });
  return async (url, session, cookies) => {
    if (session) return draw(url, session, cookies);
    const key = `${url}\n${cookieFrom(cookies, GUEST_PAGE_COOKIE)}`;
    const kept = guestPages.get(key);
    if (kept) return kept.page;
    const page = await draw(url, null, cookies);
    guestPages.set(key, { page });
    return page;
  };
}
