import { type ReactNode, startTransition, useEffect, useState } from 'react';

type Props = {
  children: ReactNode /** Space kept for the children until they render, in px. */;
  minHeight: number;
};

/**
 * Renders its children once the browser has painted the rest of the page, in a transition (React
 * renders them in slices between frames). For sections below the first screen: the page's first
 * paint does not wait for them, and the main thread is never blocked for long while they render.
 */
export function AfterFirstPaint({ children, minHeight }: Props) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A frame callback runs just before the next paint; a timeout queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div style={{ minHeight }} />;
}
