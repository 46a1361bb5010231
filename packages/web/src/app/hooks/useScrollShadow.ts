import { useEffect, useState } from 'react';

/** The header's shadow shows past 16 px of scroll and goes at 0 px; scroll read every 150 ms. */
export const SCROLL_SHADOW = { showAfterPx: 16, hideAtPx: 0, throttleMs: 150 } as const;

/** The next shadow state for a scroll position: on past 16 px, off back at the top, unchanged between. */
export function nextShadow(shown: boolean, scrollY: number): boolean {
  if (scrollY > SCROLL_SHADOW.showAfterPx) return true;
  if (scrollY <= SCROLL_SHADOW.hideAtPx) return false;
  return shown;
}

/**
 * Whether the sticky header casts its shadow: once the page has scrolled past 16 px, until it is
 * back at the top. Scroll events are read at most every 150 ms (and once more after the last).
 */
export function useScrollShadow(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      last = Date.now();
      timer = undefined;
      setShown((current) => nextShadow(current, window.scrollY));
    };
    const onScroll = () => {
      if (timer) return;
      const wait = SCROLL_SHADOW.throttleMs - (Date.now() - last);
      if (wait <= 0) read();
      else timer = setTimeout(read, wait);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return shown;
}
