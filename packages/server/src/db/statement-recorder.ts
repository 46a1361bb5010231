import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

export type RecordedStatement = { sql: string; params: unknown[] };

const storage = new AsyncLocalStorage<RecordedStatement[]>();

/**
 * A Drizzle logger that records each statement into the recording the caller runs in (if any),
 * so a test can count the statements one operation issues. Outside a recording it does nothing.
 */
export const statementRecorderLogger: Logger = {
  logQuery(query: string, params: unknown[]): void {
    storage.getStore()?.push({ sql: query, params });
  },
};

/** Runs fn and returns its result with every statement issued while it ran. */
export async function recordStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const result = await storage.run(statements, fn);
  return { result, statements };
}
