import { lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Toasts only ever follow an action, so their container (with its drag, transition and scroll-lock
 * code) loads once the browser is idle after the first render. Toasts shown earlier wait in the
 * notifications store and appear as soon as it mounts.
 */
export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
