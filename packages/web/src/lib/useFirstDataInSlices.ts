import { useDeferredValue, useRef } from 'react';

/**
 * A page's data, with its first arrival rendered in a transition: React draws the page in slices
 * instead of one long task while the skeleton stays up. Later changes (a check, a rating) come
 * through at once, so optimistic updates show in the same frame.
 */
export function useFirstDataInSlices<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  const shown = useRef(false);
  if (deferred !== undefined) shown.current = true;
  return shown.current ? data : deferred;
}
