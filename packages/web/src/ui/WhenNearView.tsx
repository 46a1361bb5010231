import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

type Props = {
  children: ReactNode;
  /** Space kept for the children until they render, in px (about their height on a phone). */
  minHeight: number;
};

/**
 * Renders its children when their place comes within half a screen of the viewport (at once, after
 * the first paint, for a place already in view), in a transition. For the long pages' lower
 * sections: a visitor who reads the first screen never pays for the rest (its queries, its render),
 * and one who scrolls finds each section drawn as it approaches.
 */
export function WhenNearView({ children, minHeight }: Props) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ minHeight }} />;
}
