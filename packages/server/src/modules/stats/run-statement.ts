import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { monthsToCompute, type PageMonths } from './month-summaries.ts';

/**
 * The one row of a stats page's statement, built by `page(compute)` over the page's month summaries
 * (month-summaries.ts). The transaction's first statement turns JIT off (PostgreSQL judged the
 * many aggregates worth compiling, which took seconds for a statement that runs in milliseconds)
 * and asks whether a month is to be computed: when none is, the page reads the stored months with a
 * statement a fraction the size to plan; when one is (or a write committed in between left one
 * out, which that statement answers as `incomplete`), the statement that computes them.
 */
export async function statsRow<T>(db: Db, months: PageMonths, page: (compute: boolean) => SQL): Promise<T> {
  const row = await db.transaction(async (tx) => {
    const [check] = await selectRows<{ compute: boolean }>(
      tx,
      sql`select set_config('jit', 'off', true) as jit, ${monthsToCompute(months)} as compute`,
    );
    if (!check?.compute) {
      const [stored] = await selectRows<T & { incomplete: boolean }>(tx, page(false));
      if (stored && !stored.incomplete) return stored;
    }
    const [first] = await selectRows<T>(tx, page(true));
    return first;
  });
  if (!row) throw new Error('a stats statement answered no row');
  return row;
}
