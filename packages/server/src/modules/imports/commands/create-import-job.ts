import { sql } from 'drizzle-orm';
import { brokenUniqueIndex } from '../../../db/broken-unique-index.ts';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';
import type { ImportFormat } from '../formats/detect.ts';

export type NewImportJob = {
  userId: number;
  format: ImportFormat;
  filePath: string;
  fileName: string;
  fileBytes: number;
};

/** Queues an uploaded file for the import worker; answers the job's id, or null while another is queued or running. */
export async function createImportJob(db: Db, job: NewImportJob): Promise<number | null> {
  try {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into import_jobs (user_id, format, file_path, file_name, file_bytes)
        values (${job.userId}, ${job.format}, ${job.filePath}, ${job.fileName}, ${job.fileBytes}) returning id`,
    );
    if (!row) throw new Error('the import job insert returned no row');
    return row.id;
  } catch (error) {
    // Another of the member's imports is queued or running: one at a time (import_jobs_one_active_idx).
    if (brokenUniqueIndex(error)?.includes('import_jobs_one_active')) return null;
    throw error;
  }
}

/** Whether the member has a job queued or running (one at a time). */
export async function hasActiveImport(db: Db, userId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from import_jobs where user_id = ${userId} and status in ('queued', 'running') limit 1`,
  );
  return rows.length > 0;
}
