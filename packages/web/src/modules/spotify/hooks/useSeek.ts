import { useCallback, useEffect, useState } from 'react';

/**
 * The seek timeout (3,000 ms): after a seek, the bar shows the sought position
 * for this long whatever the polls say (a poll sent before Spotify applied the seek answers the old
 * position, and the bar would jump back).
 */
export const SEEK_TIMEOUT_MS = 3000;

/** The position the seek bar shows: the sought one while the seek timeout runs, else the polled one. */
export function useSeek(polledMs: number) {
  // A new object per seek, so a second seek to the same place restarts the timeout.
  const [held, setHeld] = useState<{ positionMs: number } | null>(null);
  useEffect(() => {
    if (held === null) return;
    const timer = setTimeout(() => setHeld(null), SEEK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [held]);
  const hold = useCallback((positionMs: number) => setHeld({ positionMs }), []);
  return { positionMs: held?.positionMs ?? polledMs, hold };
}
