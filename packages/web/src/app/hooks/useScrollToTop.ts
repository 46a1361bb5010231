import { useEffect } from 'react';
import { useLocation } from 'react-router';

type NavigationState = { scrollToTop?: boolean } | null;

/** Scrolls to the top on every route change unless the navigation asked not to (scrollToTop: false). */
export function useScrollToTop(): void {
  const { pathname, state } = useLocation();
  const keepScroll = (state as NavigationState)?.scrollToTop === false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must rerun whenever the path changes
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, keepScroll]);
}
