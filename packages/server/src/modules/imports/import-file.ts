import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { createImportJob } from './commands/create-import-job.ts';
import { detectFileFormat, type ImportFormat } from './formats/detect.ts';
import { type ImportJobStatus, importJobStatus, keptImportRows } from './job-queries.ts';
import type { MusicBrainzImportOptions } from './musicbrainz-lookups.ts';
import { claimImportJob, runImportJob } from './run-job.ts';

export type HistoryImportResult =
  | { ok: false; message: string }
  | {
      ok: true;
      format: ImportFormat;
      job: ImportJobStatus;
      skipped: { rowNumber: number; reason: string }[];
    };

/**
 * Imports a history file for a member in this process (the operator's CLI): the same job, chunks
 * and counts as an upload, run at once instead of by the background worker. The file is copied
 * under DATA_DIR/imports first (the job removes its copy when it ends).
 */
export async function importHistoryFile(
  db: Db,
  options: {
    username: string;
    file: string;
    dataDir: string;
    onProgress?: (rows: number) => void;
    musicbrainz?: MusicBrainzImportOptions;
  },
): Promise<HistoryImportResult> {
  const [user] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where lower(username) = lower(${options.username})`,
  );
  if (!user) return { ok: false, message: `No member is called "${options.username}".` };
  const format = await detectFileFormat(options.file).catch(() => null);
  if (!format)
    return { ok: false, message: `${options.file} is not a history file Earmark reads (or cannot be read).` };
  const dir = path.join(options.dataDir, 'imports');
  await mkdir(dir, { recursive: true });
  const copy = path.join(dir, `cli-${Date.now()}-${process.pid}.upload`);
  await copyFile(options.file, copy);
  const id = await createImportJob(db, {
    userId: user.id,
    format,
    filePath: copy,
    fileName: path.basename(options.file),
    fileBytes: (await stat(copy)).size,
  });
  if (id === null) {
    await rm(copy, { force: true });
    return {
      ok: false,
      message: `An import of ${options.username}'s is still running; wait for it or cancel it first.`,
    };
  }
  const job = await claimImportJob(db, id);
  if (!job) return { ok: false, message: 'The import job could not be started.' };
  let failure: unknown = null;
  await runImportJob(db, job, {
    onChunk: options.onProgress,
    musicbrainz: options.musicbrainz,
    onError: (error) => {
      failure = error;
    },
  });
  const status = await importJobStatus(db, user.id, id);
  if (!status) return { ok: false, message: 'The import job disappeared.' };
  if (failure && status.status === 'failed')
    return { ok: false, message: status.error ?? 'The import failed.' };
  const { rows } = await keptImportRows(db, id, 'skipped', 0, 100);
  return {
    ok: true,
    format,
    job: status,
    skipped: rows.map((row) => ({ rowNumber: row.rowNumber, reason: row.reason })),
  };
}
