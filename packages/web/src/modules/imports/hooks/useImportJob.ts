import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchImport, type ImportJob } from '../importsApi';

const POLL_MS = 1000;

export const isActive = (job: ImportJob | null) => job?.status === 'queued' || job?.status === 'running';

type Tracked = {
  job: ImportJob | null;
  /** Rows read per second over the last few polls (null before there are two). */
  rowsPerSecond: number | null;
  error: string | null;
  /** Replaces the job (after an upload, a cancel or a resolved row). */
  setJob: (job: ImportJob | null) => void;
};

/** The member's import, polled every second while it is queued or running. */
export function useImportJob(initial: ImportJob | null): Tracked {
  const [job, setJob] = useState<ImportJob | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const samples = useRef<{ at: number; rows: number }[]>([]);
  const [rowsPerSecond, setRate] = useState<number | null>(null);

  const replace = useCallback((next: ImportJob | null) => {
    samples.current = [];
    setRate(null);
    setJob(next);
  }, []);

  useEffect(() => {
    if (!job || !isActive(job)) return;
    const timer = setTimeout(async () => {
      try {
        const next = await fetchImport(job.id);
        const list = [...samples.current, { at: Date.now(), rows: next.rows }].slice(-5);
        samples.current = list;
        const first = list[0];
        const last = list.at(-1);
        if (first && last && last.at > first.at)
          setRate(((last.rows - first.rows) * 1000) / (last.at - first.at));
        setJob(next);
        setError(null);
      } catch (caught) {
        setError((caught as Error).message);
        setJob({ ...job });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  return { job, rowsPerSecond, error, setJob: replace };
}
