import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readToken, storeSession } from '../session';
import { startAnonymousSession } from './anonymousSession';

afterEach(() => clearSession());

describe('startAnonymousSession', () => {
  it('clears the token the server judged dead', () => {
    storeSession('dead-token', '2030-01-01T00:00:00Z');
    startAnonymousSession('dead-token');
    expect(readToken()).toBe('');
  });

  it('keeps a token stored since the app started (a login meanwhile)', () => {
    storeSession('fresh-token', '2030-01-01T00:00:00Z');
    startAnonymousSession('');
    expect(readToken()).toBe('fresh-token');
    startAnonymousSession('older-token');
    expect(readToken()).toBe('fresh-token');
  });
});
