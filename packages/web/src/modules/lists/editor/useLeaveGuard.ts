import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { askToConfirm } from '../../../ui/confirm';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

/** Asks before leaving the editor (in the app or by closing the tab) while there are unsaved changes. */
export function useLeaveGuard(changed: boolean) {
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (!blocked) return;
    // Asked once per blocked navigation (the blocker object changes with every render meanwhile);
    // an effect cleaned up takes its question back, and its answer no longer counts.
    const asking = new AbortController();
    const question = { title: 'Leave the editor?', message: UNSAVED_MESSAGE, confirmLabel: 'Leave' };
    void askToConfirm(question, asking.signal).then((leave) => {
      const current = blockerRef.current;
      if (asking.signal.aborted || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => asking.abort();
  }, [blocked]);
  useEffect(() => {
    if (!changed) return;
    // Closing the tab or reloading: only the browser may ask.
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
