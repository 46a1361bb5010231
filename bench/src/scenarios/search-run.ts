import { sql } from 'drizzle-orm';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { startServer } from '../server-process.ts';
import { benchSearch, explainSearch, type SearchLatency } from './search.ts';

const format = (l: SearchLatency) =>
  `p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, max ${l.max.toFixed(1)} ms over ${l.count} requests (slowest: ${l.slowest.type} "${l.slowest.query}")`;

async function catalogSize(databaseUrl: string): Promise<string> {
  const opened = await openDb({ databaseUrl, poolSize: 1 });
  try {
    const result = (await opened.db.execute(
      sql`select (select count(*) from releases)::int as releases, (select count(*) from songs)::int as songs`,
    )) as unknown as { rows: Array<{ releases: number; songs: number }> };
    const row = result.rows[0];
    return `${row?.releases.toLocaleString('en-US')} releases, ${row?.songs.toLocaleString('en-US')} songs`;
  } finally {
    await opened.close();
  }
}

/** Search latencies on a seeded PostgreSQL database, and the plan of the slowest query. */
export async function benchSearchScenario(
  databaseUrl: string,
  record: (name: string, value: string) => void,
  showTail = false,
): Promise<void> {
  const size = await catalogSize(databaseUrl);
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'none' }, 3303);
  try {
    const { suggestions, search } = await benchSearch(server.url);
    record(`searchSuggestions, PostgreSQL (${size}), one client`, format(suggestions));
    record(`search (page of 20), PostgreSQL (${size}), one client`, format(search));
    if (showTail) {
      for (const [name, latency] of [
        ['searchSuggestions', suggestions],
        ['search', search],
      ] as const) {
        const tail = latency.tail.map((s) => `${s.ms.toFixed(0)} ${s.type} "${s.query}"`);
        console.log(`${name}, slowest tenth (ms): ${tail.join(', ')}`);
      }
    }
    const slowest = search.max > suggestions.max ? search.slowest : suggestions.slowest;
    console.log(`\nEXPLAIN of the slowest (${slowest.type} "${slowest.query}"):\n`);
    console.log(await explainSearch(databaseUrl, slowest.query, slowest.type));
  } finally {
    await server.stop();
  }
}
