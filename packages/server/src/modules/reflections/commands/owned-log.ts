import { sql } from 'drizzle-orm';
import type { LogRow } from '../../../db/rows.ts';
import { logs } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../errors.ts';

export function logNotFound(): AppError {
  return new AppError('NOT_FOUND', 'That log does not exist.');
}

/** The log, locked for the rest of the transaction; NOT_FOUND when missing, FORBIDDEN when not the member's. */
export async function lockOwnedLog(tx: Tx, userId: number, logId: number): Promise<LogRow> {
  const [log] = await tx.select().from(logs).where(sql`${logs.id} = ${logId}`).for('update');
  if (!log) throw logNotFound();
  if (log.userId !== userId)
    throw new AppError('FORBIDDEN', 'Only the member who wrote a log can change it.');
  return log;
}
