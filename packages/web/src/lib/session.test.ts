import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  MEMBER_HINT_COOKIE,
  SESSION_COOKIE,
  sessionCookieMatches,
  storeSession,
  syncMemberHint,
  TOKEN_KEY,
} from './session';

const hinted = () => document.cookie.split('; ').includes(`${MEMBER_HINT_COOKIE}=1`);

afterEach(() => clearSession());

describe('the member hint cookie', () => {
  it('is set with the session and removed with it', () => {
    storeSession('token', '2030-01-01T00:00:00Z');
    expect(hinted()).toBe(true);
    clearSession();
    expect(hinted()).toBe(false);
  });

  it('follows the stored session when they disagree (a session saved before the hint existed)', () => {
    localStorage.setItem(TOKEN_KEY, 'older-token');
    expect(hinted()).toBe(false);
    syncMemberHint();
    expect(hinted()).toBe(true);
    localStorage.removeItem(TOKEN_KEY);
    syncMemberHint();
    expect(hinted()).toBe(false);
  });
});

describe('the session cookie', () => {
  const cookie = () =>
    document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${SESSION_COOKIE}=`))
      ?.slice(SESSION_COOKIE.length + 1) ?? '';

  it('holds the stored token until the session ends, and goes with it', () => {
    storeSession('a token/with+signs', '2030-01-01T00:00:00Z');
    expect(decodeURIComponent(cookie())).toBe('a token/with+signs');
    expect(sessionCookieMatches()).toBe(true);
    clearSession();
    expect(cookie()).toBe('');
    expect(sessionCookieMatches()).toBe(true);
  });

  it('follows the stored session when they disagree', () => {
    storeSession('first', '2030-01-01T00:00:00Z');
    localStorage.setItem(TOKEN_KEY, 'second');
    expect(sessionCookieMatches()).toBe(false);
    syncMemberHint();
    expect(cookie()).toBe('second');
    expect(sessionCookieMatches()).toBe(true);
  });
});
