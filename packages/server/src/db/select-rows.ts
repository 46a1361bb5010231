import type { SQL } from 'drizzle-orm';
import type { Tx } from './transaction.ts';

/**
 * Rows of a raw SQL statement, the same shape on PGlite and node-postgres, in the database or a
 * transaction. Cast counts and bigints with ::int in the SQL: pg answers them as strings, PGlite as
 * numbers.
 */
export async function selectRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
