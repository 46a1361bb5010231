import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

type NavigationState = { scrollToTop?: boolean } | null;

/**
 * Scrolls to the top when the route changes, unless the navigation asked not to (scrollToTop: false).
 * Not on the app's first render: the page the browser loaded keeps where the reader is. A drawn page
 * is on the screen before the app adopts it, so a reader may already have scrolled it (a tap on a
 * control below the fold did: the app's scroll to the top moved the page under the finger and the tap
 * landed on the header); a reload or a #fragment has the browser's own position too.
 */
export function useScrollToTop(): void {
  const { pathname, state } = useLocation();
  const keepScroll = (state as NavigationState)?.scrollToTop === false;
  // The path the window's scroll position belongs to: the one the browser loaded, to begin with.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, keepScroll]);
}
