// EXPLAIN (ANALYZE) execution time of every query of the search set, slowest first, without HTTP:
// `node --import tsx bench/src/scenarios/search-plans.ts <database-url> [query [TYPE,TYPE]]`
// (one query prints its whole plan). REPEAT=n keeps the fastest of n runs (a shared machine is
// noisy); COMMON_ROWS=n lowers the common-word bar, to see on a smaller catalog the plans a
// bigger one takes.
import { SEARCH_TYPES, type SearchType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { prepareQuery } from '../../../packages/server/src/modules/search/prepare.ts';
import { rankingStatement } from '../../../packages/server/src/modules/search/rank.ts';
import { SEARCH_TARGETS } from '../../../packages/server/src/modules/search/targets.ts';
import { setCommonRows } from '../../../packages/server/src/modules/search/word-plan.ts';
import { SEARCH_BENCH_QUERIES } from './search.ts';

const [databaseUrl, only, typeList] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: search-plans.ts <database-url> [query [TYPE,TYPE]]');
const types = (typeList?.split(',') ?? [...SEARCH_TYPES]) as SearchType[];
if (process.env.COMMON_ROWS) setCommonRows(Number(process.env.COMMON_ROWS));
const opened = await openDb({ databaseUrl, poolSize: 1 });
const timings: Array<{ ms: number; planning: number; label: string }> = [];
try {
  for (const query of only ? [only] : SEARCH_BENCH_QUERIES) {
    for (const type of types) {
      const prepared = await prepareQuery(opened.db, query);
      const statement = rankingStatement(SEARCH_TARGETS[type], prepared, { offset: 0, limit: 20 });
      let best = { ms: Number.POSITIVE_INFINITY, planning: 0, plan: '' };
      for (let run = 0; run < Number(process.env.REPEAT ?? 1); run++) {
        const result = (await opened.db.execute(
          sql`explain (analyze, buffers, costs off) ${statement}`,
        )) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]);
        const planning = Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1]);
        if (ms < best.ms) best = { ms, planning, plan };
      }
      if (only) console.log(best.plan);
      timings.push({ ms: best.ms, planning: best.planning, label: `${type} "${query}"` });
    }
  }
} finally {
  await opened.close();
}
for (const t of timings.sort((a, b) => b.ms - a.ms)) {
  console.log(`${t.ms.toFixed(1).padStart(8)} ms (planning ${t.planning.toFixed(1)} ms)  ${t.label}`);
}
