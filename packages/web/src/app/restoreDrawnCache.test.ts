import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession, syncMemberHint, TOKEN_EXPIRES_AT_KEY, TOKEN_KEY } from '../lib/session';
import { DRAWN_CACHE_ID, drawAgainForThisSession, restoreDrawnCache } from './restoreDrawnCache';

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const expiresAt = () => new Date(Date.now() + 3_600_000).toISOString();

/** The data element a drawn page carries (app/serverRender.tsx), drawn for `drawnFor`. */
function drawnPage(drawnFor: 'guest' | 'member') {
  const element = document.createElement('script');
  element.id = DRAWN_CACHE_ID;
  element.type = 'application/json';
  element.dataset.for = drawnFor;
  element.dataset.drawnAt = String(Date.now());
  element.textContent = JSON.stringify({ ROOT_QUERY: { __typename: 'Query' } });
  document.body.append(element);
}

/** A session in local storage only: saved before the cookies existed, or with the cookies cleared. */
function storedWithoutCookies(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRES_AT_KEY, expiresAt());
}

describe('a drawn page and the session this browser keeps', () => {
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    replace = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById(DRAWN_CACHE_ID)?.remove();
    storeSession('', '');
    localStorage.clear();
    sessionStorage.clear();
    document.body.hidden = false;
  });

  it("adopts a member's page drawn for the stored session, and a visitor's drawn for no session", () => {
    storeSession('token-a', expiresAt());
    drawnPage('member');
    expect(restoreDrawnCache(newClient())).toBe('member');
    storeSession('', '');
    localStorage.clear();
    document.getElementById(DRAWN_CACHE_ID)?.remove();
    drawnPage('guest');
    expect(restoreDrawnCache(newClient())).toBe('guest');
    expect(replace).not.toHaveBeenCalled();
  });

  it("asks once for a guest's page drawn for a browser that keeps a session without its cookies", () => {
    storedWithoutCookies('token-b');
    drawnPage('guest');
    expect(restoreDrawnCache(newClient())).toBeNull();
    syncMemberHint();
    expect(document.body.hidden).toBe(false);
    expect(drawAgainForThisSession()).toBe(true);
    expect(replace).toHaveBeenCalledWith(window.location.href);
    // Not shown, nor clicked, until the browser has replaced it.
    expect(document.body.hidden).toBe(true);
    // Drawn for someone else again (a session the server no longer knows): not asked a second time.
    expect(drawAgainForThisSession()).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("asks again after a page was adopted, and for a member's page once the session is gone", () => {
    storedWithoutCookies('token-c');
    drawnPage('guest');
    syncMemberHint();
    expect(drawAgainForThisSession()).toBe(true);
    document.getElementById(DRAWN_CACHE_ID)?.remove();
    drawnPage('member');
    expect(restoreDrawnCache(newClient())).toBe('member');

    // Signed out elsewhere (local storage cleared), the cookies still name the member.
    localStorage.clear();
    expect(restoreDrawnCache(newClient())).toBeNull();
    syncMemberHint();
    expect(drawAgainForThisSession()).toBe(true);
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the cookies cannot be written to match', () => {
    storedWithoutCookies('token-d');
    drawnPage('guest');
    expect(drawAgainForThisSession()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('does not ask on a page the server did not draw', () => {
    storedWithoutCookies('token-e');
    syncMemberHint();
    expect(drawAgainForThisSession()).toBe(false);
  });
});
