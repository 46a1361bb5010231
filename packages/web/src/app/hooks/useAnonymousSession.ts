import { useEffect, useRef } from 'react';
import { readTokenAtStart } from '../../lib/session';
import { startAnonymousSession } from '../../modules/accounts';

/**
 * The anonymous-session action that runs once when, after loading, no member is signed in: see
 * startAnonymousSession (a dead stored token is cleared, the guest's local checks are loaded).
 */
export function useAnonymousSession(isGuest: boolean): void {
  const hasRun = useRef(false);
  // The token the app started with, the one the current-user answer was about; not the one stored
  // when this mounts (a token stored while the page loaded would be cleared unjudged).
  const judgedToken = readTokenAtStart();
  useEffect(() => {
    if (!isGuest || hasRun.current) return;
    hasRun.current = true;
    startAnonymousSession(judgedToken);
  }, [isGuest, judgedToken]);
}
