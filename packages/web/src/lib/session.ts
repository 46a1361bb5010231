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

export function storeSession(token: string, expiresAt: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_EXPIRES_AT_KEY, expiresAt);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_EXPIRES_AT_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
}
