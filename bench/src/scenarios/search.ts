import type { SearchType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { prepareQuery } from '../../../packages/server/src/modules/search/prepare.ts';
import { rankingStatement } from '../../../packages/server/src/modules/search/rank.ts';
import { SEARCH_TARGETS } from '../../../packages/server/src/modules/search/targets.ts';

/** A fixed mixed set: common words, rare words, prefixes, typos, artist + title, members. */
export const SEARCH_BENCH_QUERIES = [
  'rain',
  'night',
  'silver',
  'the fire',
  'golden tides',
  'summer song',
  'sigur ros',
  'reykjavik',
  'hymns from lagos',
  'nusta',
  'kowalski',
  'letters to maya',
  'sil',
  'midn',
  'hollow ri',
  'cathedral li',
  'slver rain',
  'midnigth',
  'catedral',
  'thundr and salt',
  'the hollow foxes silver rain',
  'maya hart',
  'favorite albums',
  'silverharbor',
] as const;

const SUGGESTION_TYPES: SearchType[] = ['RELEASE', 'SONG', 'ARTIST', 'LIST', 'USER'];
const PAGE_TYPES: SearchType[] = ['RELEASE', 'SONG', 'ARTIST'];

const SUGGESTIONS = /* GraphQL */ `
  query SearchSuggestions($query: String!, $types: [SearchType!]) {
    searchSuggestions(query: $query, types: $types) {
      releases { id title year thumb artists { id name joinPhrase } }
      songs { id title image artists { id name joinPhrase } }
      artists { id name image disambiguation }
      lists { id name createdBy itemsCount }
      users { id username avatar }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($query: String!, $types: [SearchType!]) {
    search(query: $query, types: $types) {
      releases { edges { node { id title year image thumb artists { id name joinPhrase } } } pageInfo { hasMore totalCount } }
      songs { edges { node { id title year image artists { id name joinPhrase } } } pageInfo { hasMore totalCount } }
      artists { edges { node { id name image disambiguation numberOfFavorites } } pageInfo { hasMore totalCount } }
    }
  }
`;

type Sample = { ms: number; query: string; type: SearchType };
export type SearchLatency = {
  count: number;
  p50: number;
  p95: number;
  max: number;
  slowest: Sample;
  /** The slowest tenth, slowest first. */
  tail: Sample[];
};

async function timed(url: string, query: string, variables: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`search failed: ${JSON.stringify(body.errors)}`);
  return performance.now() - started;
}

function summarize(samples: Sample[]): SearchLatency {
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]?.ms ?? 0;
  const slowest = sorted[sorted.length - 1] ?? { ms: 0, query: '', type: 'RELEASE' };
  const tail = sorted.slice(-Math.ceil(sorted.length / 10)).reverse();
  return { count: samples.length, p50: at(0.5), p95: at(0.95), max: slowest.ms, slowest, tail };
}

/**
 * One client, one request at a time (latency, not throughput): every query of the set once per
 * kind, `rounds` times after a warm-up round.
 */
export async function benchSearch(url: string, rounds = 3) {
  const suggestions: Sample[] = [];
  const pages: Sample[] = [];
  for (let round = 0; round <= rounds; round++) {
    for (const query of SEARCH_BENCH_QUERIES) {
      for (const type of SUGGESTION_TYPES) {
        const ms = await timed(url, SUGGESTIONS, { query, types: [type] });
        if (round > 0) suggestions.push({ ms, query, type });
      }
      for (const type of PAGE_TYPES) {
        const ms = await timed(url, SEARCH, { query, types: [type] });
        if (round > 0) pages.push({ ms, query, type });
      }
    }
  }
  return { suggestions: summarize(suggestions), search: summarize(pages) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the ranking statement of one query, as the server runs it. */
export async function explainSearch(databaseUrl: string, query: string, type: SearchType): Promise<string> {
  const opened = await openDb({ databaseUrl, poolSize: 1 });
  try {
    const prepared = await prepareQuery(opened.db, query);
    const statement = rankingStatement(SEARCH_TARGETS[type], prepared, { offset: 0, limit: 10 });
    const result = (await opened.db.execute(
      sql`explain (analyze, buffers, costs off) ${statement}`,
    )) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await opened.close();
  }
}
