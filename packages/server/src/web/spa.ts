import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COOKIES, cookieFrom } from '@earmark/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-db.ts';
import { withColorScheme } from './color-scheme.ts';
import { type DrawnPage, pageDrawer } from './drawn-pages.ts';
import { pageStatus } from './page-status.ts';
import { FIRST_SCREEN, routeHtml } from './route-preloads.ts';

const API_PREFIXES = ['/graphql', '/healthz', '/covers/'];

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Earmark</title></head>
<body><h1>Earmark</h1><p>The web app has not been built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

/** The cookies the web app sets (shared COOKIES): a member's hint, and the token for drawn pages only. */
const MEMBER_HINT_COOKIE = COOKIES.memberHint;
const SESSION_COOKIE = COOKIES.session;

/** A member's pages: a username may hold a dot (shared USERNAME_PATTERN), so these never name a file. */
const MEMBER_PAGE = /^\/users\/[^/]+(\/[^/.]*)?$/;

/** A path the single-page app should answer: a GET outside the API that does not name a file. */
function isAppRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return false;
  if (MEMBER_PAGE.test(pathname)) return true;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** What the web app reads from the server's configuration (lib/appConfig.ts reads these tags). */
export type AppConfig = {
  supportEmail: string;
  /** The admin streaming player's client id and endpoints; null hides the player. */
  spotify: { clientId: string; accountsUrl: string; apiUrl: string } | null;
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The app's configuration as the names and values of index.html's <meta name="earmark:…"> tags. */
function appConfigTags(config: AppConfig): [string, string][] {
  const entries: [string, string][] = [['support-email', config.supportEmail]];
  if (config.spotify)
    entries.push(
      ['spotify-client-id', config.spotify.clientId],
      ['spotify-accounts-url', config.spotify.accountsUrl],
      ['spotify-api-url', config.spotify.apiUrl],
    );
  return entries;
}

/** index.html with the app's configuration in <meta name="earmark:…"> tags (no inline script). */
function withAppConfig(html: string, config: AppConfig): string {
  const tags = appConfigTags(config)
    .map(([name, value]) => `<meta name="earmark:${name}" content="${escapeAttribute(value)}">`)
    .join('');
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${tags}${html}`;
}

/** The app's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The first screen's own chunks, preloaded by route-preloads.ts. */
const FIRST_SCREEN_CHUNK = new RegExp(
  `<link rel="modulepreload" crossorigin href="([^"]+)" ${FIRST_SCREEN}>`,
  'g',
);

/**
 * A drawn page is shown once the code of what it shows has run: the entry (which starts adopting the
 * page, web main.tsx) and the page's chunks (with its items' buttons and menus) block its first
 * paint (`blocking="render"`; they load in parallel, with the modules they import preloaded). So
 * every control the reader can see is one React already listens to: a click or a key on a part not
 * adopted yet makes React adopt it at once and then handle it (selective hydration). Nothing is
 * recorded and replayed, and no click can fall into a gap between the paint and the app. The one
 * part that comes after the paint is the header's quick search, a plain field of a GET form until its
 * code is in (web main.tsx). (docs/FIRST-PAINT.md weighs this against painting first.)
 */
function runBeforePaint(html: string): string {
  return html
    .replace(
      ENTRY_SCRIPT,
      (_tag, src: string) => `<script type="module" crossorigin blocking="render" src="${src}"></script>`,
    )
    .replace(
      FIRST_SCREEN_CHUNK,
      (_tag, src: string) => `<script type="module" crossorigin blocking="render" src="${src}"></script>`,
    );
}

/**
 * A page's HTML with the page drawn in #root and its data after it, its title and description; the
 * app adopts it (hydration, web main.tsx) before its first paint (runBeforePaint). Its colour scheme
 * goes on <html> as every page's does (withColorScheme).
 */
function drawnDocument(html: string, { root, data, title, description }: DrawnPage): string {
  return runBeforePaint(html)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(description)}">`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${data}`);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (with the app's
 * configuration) never cached, and every other app route (deep links such as /releases/12)
 * answered with index.html.
 */
export async function spaRoutes(
  app: FastifyInstance,
  {
    distDir,
    appConfig,
    db,
    shareTags,
  }: {
    distDir: string;
    appConfig: AppConfig;
    db?: Db;
    /** A page's Open Graph, Twitter card and feed tags for its <head> ('' for none; sharing module). */
    shareTags?: (pathname: string) => Promise<string>;
  },
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? withAppConfig(readFileSync(indexFile, 'utf8'), appConfig) : MISSING_BUILD;
  const htmlFor = hasBuild ? routeHtml(distDir, indexHtml) : () => indexHtml;
  // "/" for a visitor when it cannot be drawn with its data: the landing page drawn at build time (web
  // build-tools/prerender-landing.ts), without data, so it still paints before the app has run.
  const landingFile = path.join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile)
    ? routeHtml(distDir, withAppConfig(readFileSync(landingFile, 'utf8'), appConfig))('/')
    : null;
  // The pages with a first query (web app/firstQueries.ts: the home, a visitor's landing or a
  // member's, a release, a song, an artist, a profile, a list, a reflection, a search, the help
  // pages): drawn per request with their data, by a renderer given the same configuration.
  const drawPage = hasBuild ? pageDrawer(app, distDir, Object.fromEntries(appConfigTags(appConfig))) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset: sent with content-encoding and vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain by accept-encoding: caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  /**
   * The HTML for an app route: drawn where it can be (a member's with their data, for the session in
   * the cookie), the plain page otherwise.
   */
  async function pageHtml(
    method: string,
    url: string,
    cookie: string,
  ): Promise<{ html: string; private: boolean }> {
    const pathname = url.split('?')[0] ?? '/';
    const member = cookieFrom(cookie, MEMBER_HINT_COOKIE) === '1';
    const session = member ? cookieFrom(cookie, SESSION_COOKIE) || null : null;
    const drawable = method === 'GET' && drawPage && (!member || session);
    const drawn = drawable ? await drawPage(url, session, cookie) : null;
    // The hint only chooses which page to send and grants nothing (the session is the bearer token).
    if (!drawn && !member && pathname === '/' && landingHtml) return { html: landingHtml, private: false };
    return {
      html: drawn ? drawnDocument(htmlFor(pathname), drawn) : htmlFor(pathname),
      private: Boolean(drawn && session),
    };
  }
  // A route of its own (below every other GET route: Fastify matches static and parametric paths
  // before a wildcard), so the HTML is compressed like every other answer; HEAD comes with it.
  app.get('/*', async (request, reply) => {
    if (!isAppRoute(request.method, request.url)) return reply.callNotFound();
    // A page naming a release, member, list… that does not exist answers 404 (its not-found page).
    const pathname = request.url.split('?')[0] ?? '/';
    const [page, status, tags] = await Promise.all([
      pageHtml(request.method, request.url, request.headers.cookie ?? ''),
      db ? pageStatus(db, pathname) : 200,
      shareTags ? shareTags(pathname) : '',
    ]);
    // What a link unfurler reads (it runs no JavaScript): the page's card, whether drawn or not.
    if (tags && status === 200) page.html = page.html.replace('</head>', () => `${tags}</head>`);
    return (
      reply
        .code(status)
        // A page drawn with a member's data is theirs alone: no shared cache keeps it.
        .header('cache-control', page.private ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        // In the device's colour scheme from the first frame (Mantine sets it only once the app runs).
        .send(withColorScheme(page.html, request.headers.cookie ?? ''))
    );
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
}
