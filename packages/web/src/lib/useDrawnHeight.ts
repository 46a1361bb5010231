import { type RefObject, useEffect, useState } from 'react';

/**
 * An element's height as drawn (its border box: Mantine's useElementSize gives the content box),
 * followed as it changes; 0 until measured. The players keep this much room at the page's end.
 */
export function useDrawnHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => setHeight(node.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
