/**
 * WEB_CONCURRENCY: how many worker processes serve HTTP (default 1). The embedded database (PGlite,
 * no DATABASE_URL) lives inside the one process that opens its data directory, so more than one
 * worker needs PostgreSQL: asking for more fails at start rather than being quietly ignored.
 */
export function readWebConcurrency(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim() ?? '';
  if (raw === '') return 1;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`WEB_CONCURRENCY must be a positive whole number, got "${raw}"`);
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(
      `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database in DATA_DIR can be opened by one process only. ` +
        'Unset WEB_CONCURRENCY (one worker) or point DATABASE_URL at PostgreSQL.',
    );
  return workers;
}

/** Set by the primary on the one worker that refreshes the charts every hour (passed on to its replacement). */
export const CHARTS_DUTY_ENV = 'EARMARK_CHARTS_DUTY';
