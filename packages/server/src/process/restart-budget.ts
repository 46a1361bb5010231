/**
 * How many worker restarts the primary allows in a sliding window before it gives up: a worker that
 * dies now and then is replaced; workers dying in a loop (a broken database, a port taken) end the
 * service with a non-zero exit so that systemd or the container runtime sees the failure.
 */
export type RestartBudget = {
  /** Records a restart at `now`; false when it is one too many for the window. */
  take(now: number): boolean;
  readonly limit: number;
  readonly windowMs: number;
};

export function restartBudget(limit: number, windowMs: number): RestartBudget {
  const restarts: number[] = [];
  return {
    limit,
    windowMs,
    take(now) {
      while (restarts.length > 0 && (restarts[0] ?? 0) <= now - windowMs) restarts.shift();
      if (restarts.length >= limit) return false;
      restarts.push(now);
      return true;
    },
  };
}
