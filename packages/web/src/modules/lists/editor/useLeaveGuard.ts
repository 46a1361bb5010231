import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

/** Asks before leaving the editor (in the app or by closing the tab) while there are unsaved changes. */
export function useLeaveGuard(changed: boolean) {
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!changed) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [changed]);
  /** Lets the next navigation through (after a save). */
  return () => {
    changedRef.current = false;
  };
}
