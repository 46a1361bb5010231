import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { selectRows } from '../../../db/select-rows.ts';

/**
 * Cancels the member's queued or running job; the worker stops before its next chunk (the chunk
 * being written is rolled back). Answers the file to remove, or null when nothing was cancelled.
 */
export async function cancelImportJob(
  db: Db,
  userId: number,
  id: number,
): Promise<{ filePath: string } | null> {
  const [row] = await selectRows<{ file_path: string }>(
    db,
    sql`update import_jobs set status = 'cancelled', finished_at = now(), updated_at = now()
      where id = ${id} and user_id = ${userId} and status in ('queued', 'running') returning file_path`,
  );
  return row ? { filePath: row.file_path } : null;
}
