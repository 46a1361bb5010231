import { useEffect, useRef } from 'react';
import { startAnonymousSession } from '../../modules/accounts';

/**
 * The anonymous-session action that runs once when, after loading, no member is signed in: see
 * startAnonymousSession (a dead stored token is cleared, the guest's local checks are loaded).
 */
export function useAnonymousSession(isGuest: boolean): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (!isGuest || hasRun.current) return;
    hasRun.current = true;
    startAnonymousSession();
  }, [isGuest]);
}
