import { createContext, useContext, useSyncExternalStore } from 'react';

/** How often relative times ("3 minutes ago") move on while a page stays open. */
const TICK_MS = 30_000;

/** When the server drew the page this browser adopted (its data element's `data-drawn-at`). */
let drawnAt: number | null = null;

/**
 * The server draws with its own clock (app/serverRender.tsx); the page adopted in the browser must
 * say the same "2 minutes ago" the server wrote, or React reports a text mismatch. So while adopting,
 * the app reads the drawing time; right after, the browser's own.
 */
export const DrawingClock = createContext<number | null>(null);

/** The drawn page's time, read once from its data element (app/restoreDrawnCache.ts). */
export function setDrawnAt(time: number | null) {
  drawnAt = time !== null && Number.isFinite(time) ? time : null;
}

function subscribe(changed: () => void) {
  const timer = setInterval(changed, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * Text written against the time (e.g. "3 minutes ago"): against the drawing time on the server and
 * while the browser adopts its page, then against the browser's clock, moving every half minute. The
 * text is what is compared, so a page adopted within the same minute is not drawn again.
 */
export function useClockText(write: (now: number) => string): string {
  const drawing = useContext(DrawingClock);
  return useSyncExternalStore(
    subscribe,
    () => write(Date.now()),
    () => write(drawing ?? drawnAt ?? Date.now()),
  );
}
