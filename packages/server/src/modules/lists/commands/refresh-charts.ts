import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { lists } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { writeListContent } from './list-content.ts';

export const CHART_SIZE = 100;
export const CHART_NAME = 'Earmark Charts: Most Listened Albums';

/**
 * Recomputes the charts list from members' checks and ratings: each release scores its checks plus
 * its ratings weighted by how high they are (a 5 counts one more check, a 2.5 half of one). The
 * list keeps its id (the top bar links to it); it is created, official, when missing.
 */
export async function refreshCharts(db: Db, size = CHART_SIZE): Promise<{ listId: number; items: number }> {
  return db.transaction(async (tx) => {
    let [chart] = await tx.select().from(lists).where(sql`${lists.isChart}`).for('update');
    if (!chart) {
      [chart] = await tx
        .insert(lists)
        .values({
          name: CHART_NAME,
          description: 'The releases Earmark members check and rate most, recomputed every hour.',
          isPersonal: false,
          isOfficial: true,
          isChart: true,
          curator: 'Earmark',
        })
        .returning();
    }
    if (!chart) throw new Error('the charts list could not be created');
    const top = await selectRows<{ id: number }>(
      tx as Db,
      sql`select s.release_id as id from (
          select release_id, count(checked_at) as checks, coalesce(sum(rating), 0) / 5 as rated
          from user_releases group by release_id
        ) s
        where s.checks > 0
        order by s.checks + s.rated desc, s.release_id
        limit ${size}`,
    );
    const items = top.map((row) => ({ type: 'RELEASE' as const, id: row.id, description: null }));
    await writeListContent(tx, chart.id, { items, sections: [] }, { replacing: true });
    return { listId: chart.id, items: items.length };
  });
}

const HOUR = 60 * 60 * 1000;

/** Refreshes the charts every hour while the server runs; errors are logged and retried next hour. */
export function scheduleChartsRefresh(db: Db, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    refreshCharts(db).catch(log);
  }, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
