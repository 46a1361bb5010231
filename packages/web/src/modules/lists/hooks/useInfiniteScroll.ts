import { useEffect, useRef } from 'react';

/** Calls `onReach` when the member has scrolled 80% of the way down the element. */
export function useInfiniteScroll<T extends HTMLElement>(enabled: boolean, onReach: () => void) {
  const ref = useRef<T>(null);
  const reach = useRef(onReach);
  reach.current = onReach;
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const seen = window.innerHeight - box.top;
      if (box.height > 0 && seen >= box.height * 0.8) reach.current();
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return ref;
}
