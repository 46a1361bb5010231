import type { ApolloClient } from '@apollo/client';
import { setDrawnAt } from '../lib/clock';
import { readToken, sessionCookieMatches } from '../lib/session';

/** The id of the script element holding a drawn page's data (app/serverRender.tsx writes it). */
export const DRAWN_CACHE_ID = 'earmark-cache';

/** For whom the server drew the page: its data element's `data-for`. */
export type DrawnFor = 'guest' | 'member';

/**
 * A page drawn by the server comes with the data it was drawn from: the app starts from it, so its
 * first render is the same page and asks for nothing again. Only where it was drawn for this
 * browser's session: a guest's page without a stored session, a member's with the session whose
 * cookie drew it (server web/drawn-pages.ts). Answers for whom the restored page was drawn.
 */
export function restoreDrawnCache(client: ApolloClient): DrawnFor | null {
  const element = document.getElementById(DRAWN_CACHE_ID);
  if (!element?.textContent) return null;
  const drawnFor = element.dataset.for as DrawnFor | undefined;
  const token = readToken();
  const ours = drawnFor === 'member' ? Boolean(token) && sessionCookieMatches() : !token;
  if (!ours) return null;
  try {
    client.cache.restore(JSON.parse(element.textContent));
    setDrawnAt(Number(element.dataset.drawnAt));
    return drawnFor ?? 'guest';
  } catch {
    // A page whose data cannot be read starts empty and asks again, as any page does.
    return null;
  }
}
