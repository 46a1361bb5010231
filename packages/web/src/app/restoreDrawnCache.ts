import type { ApolloClient } from '@apollo/client';
import { readToken } from '../lib/session';

/** The id of the script element holding a drawn page's data (app/serverRender.tsx writes it). */
export const DRAWN_CACHE_ID = 'earmark-cache';

/**
 * A visitor's page drawn by the server comes with the data it was drawn from: the app starts from
 * it, so its first render is the same page and asks for nothing again. A browser holding a session
 * does not take it: it was drawn for a guest, without the member's own flags.
 */
export function restoreDrawnCache(client: ApolloClient): void {
  const element = document.getElementById(DRAWN_CACHE_ID);
  if (!element?.textContent || readToken()) return;
  try {
    client.cache.restore(JSON.parse(element.textContent));
  } catch {
    // A page whose data cannot be read starts empty and asks again, as any page does.
  }
}
