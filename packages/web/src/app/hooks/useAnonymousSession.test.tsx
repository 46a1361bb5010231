import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook and the session module afresh: the token at start is read once per app start. */
async function freshApp() {
  vi.resetModules();
  const session = await import('../../lib/session');
  const { useAnonymousSession } = await import('./useAnonymousSession');
  return { session, useAnonymousSession };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useAnonymousSession', () => {
  it('keeps a session stored while the page loaded, after the guest answer was primed', async () => {
    const { session, useAnonymousSession } = await freshApp();
    // main.tsx (primeGuest): no token when the app starts, so the current user is primed as a guest.
    expect(session.rememberTokenAtStart()).toBe('');
    // A login in another tab (or a journey signing in) before the app's tree mounts.
    session.storeSession('fresh-token', '2030-01-01T00:00:00Z');
    renderHook(() => useAnonymousSession(true));
    expect(session.readToken()).toBe('fresh-token');
  });

  it('clears the token the app started with when the server said it belongs to no one', async () => {
    const { session, useAnonymousSession } = await freshApp();
    session.storeSession('dead-token', '2030-01-01T00:00:00Z');
    expect(session.rememberTokenAtStart()).toBe('dead-token');
    renderHook(() => useAnonymousSession(true));
    expect(session.readToken()).toBe('');
  });
});
