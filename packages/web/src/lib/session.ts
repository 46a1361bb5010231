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

/**
 * A cookie that only says "a member signs in on this browser", so the server answers "/" without the
 * visitor landing page drawn in advance. It carries no credential and grants nothing: the token stays
 * in local storage and goes in the authorization header.
 */
export const MEMBER_HINT_COOKIE = 'earmark_member';

function setMemberHint(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers; this must land before the next navigation
  document.cookie = `${MEMBER_HINT_COOKIE}=${on ? '1' : ''}; path=/; max-age=${on ? 31_536_000 : 0}; samesite=lax`;
}

/** Keeps the member hint in step with the stored session (sessions saved before it existed, expiry). */
export function syncMemberHint(): void {
  const hinted = document.cookie.split('; ').includes(`${MEMBER_HINT_COOKIE}=1`);
  if (hinted !== Boolean(readToken())) setMemberHint(!hinted);
}

export function storeSession(token: string, expiresAt: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRES_AT_KEY, expiresAt);
  setMemberHint(true);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_EXPIRES_AT_KEY);
    setMemberHint(false);
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
}
