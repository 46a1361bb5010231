import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the page's first render (at the latest after `timeoutMs`),
 * then true: for parts that no one needs in the first second, kept off the first render's main thread.
 */
export function useBrowserIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
