import type { Db } from '../../db/open-db.ts';
import { importMirror, MirrorBusyError, type MirrorImportResult } from './import-mirror.ts';
import { openMirror } from './mirror-source.ts';

/** MUSICBRAINZ_DATABASE_URL: a MusicBrainz mirror's PostgreSQL (schema `musicbrainz`), or undefined. */
export function mirrorUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.MUSICBRAINZ_DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new Error(`MUSICBRAINZ_DATABASE_URL must be a postgres:// URL, got "${raw}"`);
  return raw;
}

const HOUR = 60 * 60_000;

export type MirrorSchedule = {
  intervalMs?: number;
  onResult?: (result: MirrorImportResult) => void;
  onError: (error: unknown) => void;
};

/**
 * Runs the mirror step (the first load until one completes, then what changed) every hour while
 * the server runs. A tick while the previous one still runs is skipped; another process or node
 * holding the run's lease (lease.ts) makes this one skip its turn. Returns the stop function.
 */
export function scheduleMirrorSync(db: Db, url: string, schedule: MirrorSchedule): () => Promise<void> {
  const mirror = openMirror(url);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = importMirror(db, mirror)
      .then((result) => schedule.onResult?.(result))
      .catch((error: unknown) => {
        if (!(error instanceof MirrorBusyError)) schedule.onError(error);
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, schedule.intervalMs ?? HOUR);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await mirror.close();
  };
}
