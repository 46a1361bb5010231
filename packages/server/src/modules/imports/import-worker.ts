import type { Db } from '../../db/open-db.ts';
import { claimImportJob, type RunOptions, runImportJob } from './run-job.ts';

export type ImportWorker = {
  /** Looks for a queued job now instead of at the next poll. */
  wake(): void;
  /** Stops after the chunk being written; a running job stays running, to resume at the next start. */
  stop(): Promise<void>;
};

export type ImportWorkerOptions = Pick<RunOptions, 'chunkRows' | 'musicbrainz'> & {
  pollMs?: number;
  onError?: (error: unknown) => void;
};

const workers = new WeakMap<Db, ImportWorker>();

/** The worker started in this process for this database, if any (the upload route wakes it). */
export function importWorkerOf(db: Db): ImportWorker | undefined {
  return workers.get(db);
}

/**
 * The background importer of one process: takes jobs one at a time, oldest first, starting with
 * any a restart interrupted, and otherwise polls every `pollMs` for new ones.
 */
export function startImportWorker(db: Db, options: ImportWorkerOptions = {}): ImportWorker {
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const drain = async () => {
    while (!stopped) {
      const job = await claimImportJob(db);
      if (!job) return;
      await runImportJob(db, job, {
        chunkRows: options.chunkRows,
        musicbrainz: options.musicbrainz,
        shouldPause: () => stopped,
        onError: options.onError,
      });
    }
  };
  const tick = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  const worker: ImportWorker = {
    wake: () => {
      if (!running) tick();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      workers.delete(db);
    },
  };
  workers.set(db, worker);
  tick();
  return worker;
}
