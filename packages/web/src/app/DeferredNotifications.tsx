import { lazy, Suspense } from 'react';
import { useBrowserIdle } from '../lib/useBrowserIdle';
import classes from './DeferredNotifications.module.css';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Toasts only ever follow an action, so their container (with its drag, transition and scroll-lock
 * code) loads once the browser is idle after the first render. Toasts shown earlier wait in the
 * notifications store and appear as soon as it mounts. They open under the header, so a toast never
 * covers the button it points to (the Sign Up button of "Sign up to save your data").
 */
export function DeferredNotifications() {
  const ready = useBrowserIdle();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" className={classes.toasts} />
    </Suspense>
  );
}
