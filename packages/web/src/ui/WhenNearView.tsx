import {
  type CSSProperties,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './WhenNearView.module.css';

/** A section's height in px from each of Mantine's breakpoints up (base: a phone). */
export type HeightByWidth = { base: number; xs?: number; sm?: number; md?: number };

type Props = {
  children: ReactNode;
  /** Space kept for the children until they render: their height at each width. */
  minHeight: HeightByWidth;
};

/**
 * Renders its children when their place comes within half a screen of the viewport (at once, after
 * the first paint, for a place already in view), in a transition; children whose code or data is
 * loading then (a lazy section, a skeleton marked aria-busy) keep the place at its height until in.
 * For the long pages' lower sections: a visitor who reads the first screen never pays for the rest
 * (its queries, its render), and one who scrolls finds each section drawn as it approaches. The
 * space it keeps is the section's height at the reader's width, so the page does not change length
 * as sections arrive. Sections on the first screen are not wrapped: the server draws them with their
 * data.
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
  const style = Object.fromEntries(
    Object.entries(minHeight).map(([width, px]) => [`--near-${width}`, `${px}px`]),
  ) as CSSProperties;
  // One place throughout, kept at the section's height while it is empty (not near yet, or its code
  // loading) and while what it shows is loading (aria-busy: a skeleton is shorter than the section):
  // WhenNearView.module.css.
  return (
    <div ref={place} className={classes.place} style={style}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
