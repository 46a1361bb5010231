import { COOKIES } from '@earmark/shared';
import { readCookie, writeCookie } from './cookies';

/** Local storage keys of the login session. */
export const TOKEN_KEY = 'earmark.token';
export const TOKEN_EXPIRES_AT_KEY = 'earmark.tokenExpiresAt';

export function readToken(): string {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

let tokenAtStart: string | undefined;

/**
 * Reads the stored token as the app starts (primeGuest, in main.tsx before the first render) and keeps
 * it: what the app's first current-user answer is about, whether primed for a guest, restored from a
 * drawn page or asked of the server with it.
 */
export function rememberTokenAtStart(): string {
  tokenAtStart = readToken();
  return tokenAtStart;
}

/**
 * The token the app started with (the stored one, if the app has not started). A token stored since
 * (a login in another tab while this one loaded) was never judged.
 */
export function readTokenAtStart(): string {
  return tokenAtStart ?? readToken();
}

/** The member hint and the session token as cookies, for the server's drawn pages (shared COOKIES). */
export const MEMBER_HINT_COOKIE = COOKIES.memberHint;
export const SESSION_COOKIE = COOKIES.session;

/** The session cookies (hint and token) as the stored session says they should be. */
function writeSessionCookies(token: string, expiresAt: string | null): void {
  const secondsLeft = token ? (expiresAt ? (Date.parse(expiresAt) - Date.now()) / 1000 : 86_400) : 0;
  writeCookie(MEMBER_HINT_COOKIE, token ? '1' : '', token ? 31_536_000 : 0, 'lax');
  writeCookie(SESSION_COOKIE, token, Number.isNaN(secondsLeft) ? 0 : secondsLeft, 'strict');
}

/** Whether the page was drawn for this browser's session: its cookie holds the stored token. */
export function sessionCookieMatches(): boolean {
  return readCookie(SESSION_COOKIE) === readToken();
}

/** Keeps the cookies in step with the stored session (sessions saved before they existed, expiry). */
export function syncMemberHint(): void {
  const token = readToken();
  const hinted = readCookie(MEMBER_HINT_COOKIE) === '1';
  if (hinted !== Boolean(token) || !sessionCookieMatches()) {
    let expiresAt: string | null = null;
    try {
      expiresAt = localStorage.getItem(TOKEN_EXPIRES_AT_KEY);
    } catch {}
    writeSessionCookies(token, expiresAt);
  }
}

export function storeSession(token: string, expiresAt: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRES_AT_KEY, expiresAt);
  writeSessionCookies(token, expiresAt);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_EXPIRES_AT_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
  writeSessionCookies('', null);
}
