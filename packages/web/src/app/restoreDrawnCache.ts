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
  forgetDrawingAgain();
  try {
    client.cache.restore(JSON.parse(element.textContent));
    setDrawnAt(Number(element.dataset.drawnAt));
    return drawnFor ?? 'guest';
  } catch {
    // A page whose data cannot be read starts empty and asks again, as any page does.
    return null;
  }
}

/** Where a page was last asked to be drawn again (session storage): asked once, never in a loop. */
const DRAWN_AGAIN_KEY = 'earmark.drawnAgain';

/**
 * A page the server drew for another session than the one this browser keeps (a stored session whose
 * cookies were missing or stale, as `syncMemberHint` has just written them back): its buttons would
 * act for someone else, so it is asked for again, drawn for this session, before it is ever shown
 * (the app's entry runs before the first paint, and the page stays hidden until the browser has
 * replaced it). Once per address and session: if the server still draws it for someone else (a
 * session it no longer knows), the app draws its own page over it.
 * Answers whether the page is being loaded again.
 */
export function drawAgainForThisSession(): boolean {
  if (!document.getElementById(DRAWN_CACHE_ID) || !sessionCookieMatches()) return false;
  const asked = `${window.location.href} ${readToken().slice(0, 12)}`;
  try {
    if (sessionStorage.getItem(DRAWN_AGAIN_KEY) === asked) return false;
    sessionStorage.setItem(DRAWN_AGAIN_KEY, asked);
  } catch {
    return false;
  }
  // Nothing of this page is shown or clicked while the browser loads it again: a click on its
  // buttons would act for someone else, or be lost with the page (the load can take a while).
  document.body.hidden = true;
  window.location.replace(window.location.href);
  return true;
}

function forgetDrawingAgain() {
  try {
    sessionStorage.removeItem(DRAWN_AGAIN_KEY);
  } catch {}
}
