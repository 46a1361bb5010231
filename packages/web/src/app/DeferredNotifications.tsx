import { Suspense } from 'react';
import { useBrowserIdle } from '../lib/useBrowserIdle';
import { optionalPart } from './optionalPart';

const Notifications = optionalPart(() => import('@mantine/notifications').then((m) => m.Notifications));

/**
 * Toasts only ever follow an action, so their container (with its drag, transition and scroll-lock
 * code) loads once the browser is idle after the first render. Toasts shown earlier wait in the
 * notifications store and appear as soon as it mounts. They open at the bottom of the screen: never
 * over the header's buttons (the Sign Up button "Sign up to save your data" points to), nor over the
 * controls at the top of a page (an editor's View List beside its "saved" toast).
 */
export function DeferredNotifications() {
  const ready = useBrowserIdle();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
}
