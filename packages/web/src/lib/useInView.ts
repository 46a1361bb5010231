import { LIMITS } from '@earmark/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const onServer = () => true;

/**
 * True while the app adopts a page the server drew (main.tsx), until the page is in
 * (app/AppStarted.tsx). The browser's snapshot says the same as the server's meanwhile: React
 * compares the two once the adopted page is in, and a difference made it render every cover
 * again at once (one long task, for a value only the first render reads).
 */
let adopting = false;
export function setAdoptingDrawnPage(value: boolean): void {
  adopting = value;
}
const inBrowser = () => adopting;

/**
 * True once the element comes within the lazy-load margin of the viewport (and stays true), so
 * grids of covers only request the images a member is about to see.
 */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // On the server everything is in view, and so it stays in a page the app adopts from the server
  // (hydration reads the server's snapshot): the markup must match, and the browser already has it.
  const drawnByServer = useRef(useSyncExternalStore(subscribeToNothing, inBrowser, onServer)).current;
  const [inView, setInView] = useState(drawnByServer);

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LIMITS.imageLazyMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  return [ref, inView];
}
