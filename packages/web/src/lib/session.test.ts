import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, MEMBER_HINT_COOKIE, storeSession, syncMemberHint, TOKEN_KEY } from './session';

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
