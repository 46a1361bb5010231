import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, read during the first render (nothing rendered only to be hidden),
 * false on the server and while the app adopts a page the server drew (hydration reads the server's
 * snapshot, then renders again with the browser's).
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
