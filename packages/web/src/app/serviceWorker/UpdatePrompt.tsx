/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateToast } from './UpdateToast';

/** How often an open app asks the server whether a new version exists. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

/**
 * Registers /sw.js (scope /), checks for a new version every hour, and shows the update toast when
 * one is installed and waiting. Refresh activates it and reloads; Not Now keeps the current
 * version until the next visit. A failed registration is only logged.
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed:', error);
    },
  });
  if (!needRefresh) return null;
  return (
    <UpdateToast onRefresh={() => void updateServiceWorker(true)} onDismiss={() => setNeedRefresh(false)} />
  );
}
