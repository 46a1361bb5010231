import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { type FirstQuery, noFirstQuery } from '../lib/firstQuery';
import { readToken } from '../lib/session';

/**
 * The routes whose page has a first query, and where that query lives: in the page's module, whose
 * chunk the HTML already preloads (server web/route-preloads.ts), so reaching it costs no request
 * of its own; the help pages, the collection and the lists index have none. The server draws these pages with their data
 * (app/serverRender.tsx; a visitor's "/" is the landing page drawn at build time).
 */
const FIRST_QUERIES: Array<{
  path: string;
  load: () => Promise<FirstQuery>;
  not?: RegExp;
  /** Its first screen shows items, whose buttons and "…" menu come in a chunk of their own. */
  items?: true;
}> = [
  {
    path: '/',
    load: () => import('../modules/home/pages/HomePage').then((m) => m.homeFirstQuery),
  },
  {
    path: '/releases/:id/:tab?',
    items: true,
    load: () => import('../modules/releases/pages/ReleasePage').then((m) => m.releaseFirstQuery),
  },
  {
    path: '/songs/:id/:tab?',
    items: true,
    load: () => import('../modules/songs/pages/SongPage').then((m) => m.songFirstQuery),
  },
  {
    path: '/reflections/:id',
    load: () => import('../modules/reflections/pages/ReflectionPage').then((m) => m.reflectionFirstQuery),
  },
  {
    path: '/artists/:id/:tab?',
    items: true,
    load: () => import('../modules/artists/pages/ArtistPage').then((m) => m.artistFirstQuery),
  },
  {
    path: '/users/:username/stats',
    items: true,
    load: () => import('../modules/stats/pages/StatsPage').then((m) => m.statsFirstQuery),
  },
  {
    path: '/users/:username/year/:year',
    items: true,
    load: () => import('../modules/stats/pages/YearInReviewPage').then((m) => m.yearInReviewFirstQuery),
  },
  {
    path: '/users/:username/:section?',
    items: true,
    load: () => import('../modules/users/pages/UserPage').then((m) => m.userFirstQuery),
  },
  {
    path: '/lists/:id/:tab?',
    // A new list and a list's editor are pages of their own.
    not: /^\/lists\/(new(\/|$)|[^/]+\/edit$)/,
    items: true,
    load: () => import('../modules/lists/pages/ListPage').then((m) => m.listFirstQuery),
  },
  // The help pages ask for nothing; drawn, they read without JavaScript (and for a crawler). The
  // member's collection and the lists index start their queries as they render (the collection's
  // needs the current user's name); drawn all the same, they are whole at the first paint.
  ...['/welcome', '/faq', '/privacy-policy', '/lists'].map((path) => ({
    path,
    load: () => Promise.resolve(noFirstQuery),
  })),
  { path: '/collection', items: true, load: () => Promise.resolve(noFirstQuery) },
  {
    path: '/search',
    items: true,
    load: () => import('../modules/search/pages/SearchPage').then((m) => m.searchFirstQuery),
  },
];

/**
 * Asks for the first query of the page at `url` (path and search); settles when it is answered.
 * False for a page without one.
 */
export async function runFirstQuery(client: ApolloClient, url: URL): Promise<boolean> {
  const route = firstQueryRoute(url.pathname);
  if (!route) return false;
  const start = await route.load();
  await start(client, { params: route.params, search: url.searchParams });
  return true;
}

/**
 * The page at `pathname` that has a first query (and is drawn by the server), with its route's
 * params. (The server names the same pages' chunks in their HTML: server web/route-preloads.ts
 * ROUTE_PAGES, kept in step by firstQueries.test.ts.)
 */
export function firstQueryRoute(pathname: string) {
  for (const { path, load, not, items } of FIRST_QUERIES) {
    const match = matchPath(path, pathname);
    if (match && !not?.test(pathname)) return { load, items: items === true, params: match.params };
  }
  return undefined;
}

/**
 * For a member, starts the page's query beside the current user's, which the app waits for before
 * rendering any page. A visitor's current user is known without asking (primeGuest), so their
 * page asks at once by itself.
 */
export function startFirstQuery(client: ApolloClient, url: URL): void {
  if (!readToken()) return;
  void runFirstQuery(client, url).catch(() => undefined);
}
