import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';

/**
 * The one row of a stats statement. JIT stays off for it: PostgreSQL judged its many aggregates
 * worth compiling, which took seconds for a statement that runs in milliseconds.
 */
export async function statsRow<T>(db: Db, query: SQL): Promise<T> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const [first] = await selectRows<T>(tx, query);
    return first;
  });
  if (!row) throw new Error('a stats statement answered no row');
  return row;
}
