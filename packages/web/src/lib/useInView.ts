import { LIMITS } from '@earmark/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within the lazy-load margin of the viewport (and stays true), so
 * grids of covers only request the images a member is about to see.
 */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');

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
