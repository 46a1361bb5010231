import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import type { FirstQuery } from '../lib/firstQuery';
import { readToken } from '../lib/session';

/**
 * The routes whose page starts its own query at boot, and where that query lives: in the page's
 * module, whose chunk the HTML already preloads (server web/route-preloads.ts), so reaching it
 * costs no request of its own.
 */
const FIRST_QUERIES: Array<{ path: string; load: () => Promise<FirstQuery> }> = [
  { path: '/', load: () => import('../modules/home/pages/HomePage').then((m) => m.homeFirstQuery) },
  {
    path: '/releases/:id/:tab?',
    load: () => import('../modules/releases/pages/ReleasePage').then((m) => m.releaseFirstQuery),
  },
  {
    path: '/artists/:id/:tab?',
    load: () => import('../modules/artists/pages/ArtistPage').then((m) => m.artistFirstQuery),
  },
  {
    path: '/users/:username/:section?',
    load: () => import('../modules/users/pages/UserPage').then((m) => m.userFirstQuery),
  },
];

/**
 * For a member, starts the page's query beside the current user's, which the app waits for before
 * rendering any page. A visitor's current user is known without asking (primeGuest), so their
 * page asks at once by itself.
 */
export function startFirstQuery(client: ApolloClient, pathname: string): void {
  if (!readToken()) return;
  for (const { path, load } of FIRST_QUERIES) {
    const match = matchPath(path, pathname);
    if (match) {
      void load()
        .then((start) => start(client, match.params))
        .catch(() => undefined);
      return;
    }
  }
}
