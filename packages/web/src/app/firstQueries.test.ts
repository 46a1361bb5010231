import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from '../../../server/src/web/route-preloads';
import { noFirstQuery } from '../lib/firstQuery';
import { firstQueryRoute } from './firstQueries';

/**
 * Two lists name the pages the server draws: the web app's first queries (which pages are drawn
 * with their data) and the server's ROUTE_PAGES (which page chunk, and whether the items' chunk,
 * each drawn page runs before its paint). Where they drifted, song and reflection pages had their
 * chunk preloaded and were never drawn, and /users/x/stats ran the profile's chunk.
 */
const PATHS = [
  '/',
  '/releases/12',
  '/releases/12/reflections',
  '/songs/6',
  '/songs/6/lists',
  '/reflections/1675',
  '/artists/3',
  '/artists/3/singles',
  '/search',
  '/users/demolistener',
  '/users/demolistener/diary',
  '/users/demolistener/stats',
  '/users/demolistener/year/2025',
  '/lists/1',
  '/lists/1/comments',
  '/welcome',
  '/faq',
  '/privacy-policy',
  '/lists',
  '/collection',
  // Pages not drawn: neither list may name them.
  '/lists/new',
  '/lists/1/edit',
  '/login',
  '/signup',
  '/settings',
  '/settings/import',
  '/subscribe',
  '/no/such/page',
];

const serverRoute = (pathname: string) => ROUTE_PAGES.find((route) => route.path.test(pathname));

describe('the drawn pages, as the web app and the server name them', () => {
  it.each(PATHS)('%s: drawn by both or by neither, with the same items flag', (pathname) => {
    const web = firstQueryRoute(pathname);
    const server = serverRoute(pathname);
    expect(Boolean(web), 'the web app draws it / the server names its chunk').toBe(Boolean(server));
    expect(web?.items ?? false).toBe(server?.items ?? false);
  });

  it.each(PATHS.filter((pathname) => serverRoute(pathname)))(
    '%s: the first query comes from the page module whose chunk the server names',
    async (pathname) => {
      const { load } = firstQueryRoute(pathname) ?? {};
      const page = serverRoute(pathname)?.page ?? '';
      const query = await load?.();
      // The help pages ask for nothing: their page module has no query to name.
      if (query === noFirstQuery) return;
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `/${page}`);
      expect(Object.values(module)).toContain(query);
    },
  );
});
