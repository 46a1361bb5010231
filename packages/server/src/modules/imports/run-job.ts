import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { importChunk } from './commands/import-chunk.ts';
import type { ImportFormat } from './formats/detect.ts';
import { RefusedFile } from './formats/earmark-json.ts';
import { readRows } from './formats/read-rows.ts';
import type { ImportRow } from './import-row.ts';
import { JobCancelled } from './job-cancelled.ts';
import { LookupsPaused, type MusicBrainzImportOptions, MusicBrainzLookups } from './musicbrainz-lookups.ts';

/** How many rows are matched and written together (one transaction, a handful of reads). */
export const DEFAULT_CHUNK_ROWS = 500;

export type ClaimedJob = {
  id: number;
  userId: number;
  format: ImportFormat;
  filePath: string;
  checkpointRow: number;
};

export type RunOptions = {
  chunkRows?: number;
  /**
   * Asked between chunks (and between MusicBrainz questions): true leaves the job running, to go
   * on from its checkpoint later.
   */
  shouldPause?: () => boolean;
  /** Rows the catalog lacks are asked of MusicBrainz (musicbrainz-lookups.ts); unset: never. */
  musicbrainz?: MusicBrainzImportOptions;
  /** Called (and awaited) after each chunk with the rows read so far. */
  onChunk?: (rowsRead: number) => void | Promise<void>;
  /** A failure that was not the file's (the job is marked failed either way). */
  onError?: (error: unknown) => void;
};

export type RunOutcome = 'done' | 'failed' | 'cancelled' | 'paused';

/**
 * Takes the oldest queued or running job (a running one was interrupted by a restart and goes on
 * from its checkpoint). Rows are locked so two processes never take the same job.
 */
export async function claimImportJob(db: Db, jobId?: number): Promise<ClaimedJob | null> {
  const only = jobId === undefined ? sql`` : sql`and id = ${jobId}`;
  const [row] = await selectRows<{
    id: number;
    user_id: number;
    format: ImportFormat;
    file_path: string;
    checkpoint_row: number;
  }>(
    db,
    sql`update import_jobs set status = 'running', started_at = coalesce(started_at, now()), updated_at = now()
      where id = (select id from import_jobs where status in ('queued', 'running') ${only}
        order by id limit 1 for update skip locked)
      returning id, user_id, format, file_path, checkpoint_row`,
  );
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        format: row.format,
        filePath: row.file_path,
        checkpointRow: row.checkpoint_row,
      }
    : null;
}

async function finish(db: Db, id: number, status: 'done' | 'failed', error: string | null): Promise<void> {
  await db.execute(
    sql`update import_jobs set status = ${status}, error = ${error}, finished_at = now(), updated_at = now()
      where id = ${id} and status = 'running'`,
  );
}

/** A failure as the member reads it: what went wrong with the file, never a stack or SQL. */
function readableError(error: unknown, lastRow: number): string {
  if (error instanceof RefusedFile) return error.message;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && code.startsWith('CSV_'))
    return `The file could not be read as CSV after row ${lastRow}.`;
  if (error instanceof SyntaxError || /JSON|parser/i.test(String((error as Error)?.message)))
    return `The file could not be read as JSON after row ${lastRow}.`;
  if ((error as { code?: unknown })?.code === 'ENOENT')
    return 'The uploaded file is no longer there; upload it again.';
  return `The import stopped after row ${lastRow} because of an error on the server.`;
}

/** Reads a claimed job's file from its checkpoint and imports it chunk by chunk. */
export async function runImportJob(db: Db, job: ClaimedJob, options: RunOptions = {}): Promise<RunOutcome> {
  const size = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  const chunkJob = { id: job.id, userId: job.userId, format: job.format };
  const shouldPause = () => options.shouldPause?.() ?? false;
  const lookups = options.musicbrainz
    ? new MusicBrainzLookups(db, job.id, options.musicbrainz, shouldPause)
    : undefined;
  let lastRow = job.checkpointRow;
  let outcome: RunOutcome = 'done';
  try {
    let chunk: ImportRow[] = [];
    let stream: { bytesRead: number } = { bytesRead: 0 };
    for await (const row of readRows(job.format, job.filePath, (opened) => {
      stream = opened;
    })) {
      if (row.rowNumber <= job.checkpointRow) continue;
      chunk.push(row);
      if (chunk.length < size) continue;
      await importChunk(db, chunkJob, chunk, stream.bytesRead, lookups);
      lastRow = row.rowNumber;
      chunk = [];
      await options.onChunk?.(lastRow);
      if (shouldPause()) return 'paused';
    }
    if (chunk.length > 0) {
      await importChunk(db, chunkJob, chunk, stream.bytesRead, lookups);
      lastRow = chunk.at(-1)?.rowNumber ?? lastRow;
      await options.onChunk?.(lastRow);
    }
    await finish(db, job.id, 'done', null);
  } catch (error) {
    // Stopped between two MusicBrainz questions: the chunk is imported again at the next start.
    if (error instanceof LookupsPaused) return 'paused';
    if (error instanceof JobCancelled) outcome = 'cancelled';
    else {
      outcome = 'failed';
      await finish(db, job.id, 'failed', readableError(error, lastRow));
      options.onError?.(error);
    }
  }
  await rm(job.filePath, { force: true });
  return outcome;
}
