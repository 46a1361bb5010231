// EXPLAIN (ANALYZE, BUFFERS) of every collection statement the bench times, on a database prepared
// by the collection bench (its member `collection_bench`). Prints the slowest first; with a filter
// name (and optionally a sort) prints that one's plans in full.
//   node --import tsx bench/src/scenarios/collection-plans.ts postgres://…/db ["first-listen" [YEAR_NEWEST]]
import type { ListenDepth, ListenToStatus, ReleaseSortBy } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { selectRows } from '../../../packages/server/src/db/select-rows.ts';
import {
  type CollectionFilter,
  collectionStatements,
  pageReadsRowsFirst,
  type ReactionFilter,
} from '../../../packages/server/src/modules/listening/collection-query.ts';
import { COLLECTION_FILTERS, COLLECTION_SORTS, USERNAME } from './collection.ts';

type Variables = {
  filters?: { type?: 'RELEASE' | 'SONG'; listenDepth?: ListenDepth; listenToStatus?: ListenToStatus };
  reactions?: ReactionFilter[];
  includeFollowedLists?: boolean;
  currentUserListenStatus?: CollectionFilter['currentUserListenStatus'];
};

/** The filter the collection resolver builds from the bench's variables (collection-schema.ts). */
function filterOf(ownerId: number, v: Variables, sort: ReleaseSortBy): CollectionFilter {
  const status: CollectionFilter['status'] = v.filters?.listenToStatus
    ? { listenToStatus: v.filters.listenToStatus }
    : { listenDepth: v.filters?.listenDepth ?? 'LISTENED' };
  return {
    ownerId,
    viewerId: ownerId,
    type: v.filters?.type ?? 'RELEASE',
    status,
    reactions: 'listenDepth' in status ? (v.reactions ?? []) : [],
    includeFollowedLists: v.includeFollowedLists ?? false,
    currentUserListenStatus: v.currentUserListenStatus ?? 'ALL',
    sort,
    randomSeed: 42,
  };
}

const url = process.argv[2];
if (!url) throw new Error('usage: collection-plans.ts DATABASE_URL [filter name] [sort]');
const onlyFilter = process.argv[3];
const onlySort = process.argv[4] as ReleaseSortBy | undefined;
const opened = await openDb({ databaseUrl: url, poolSize: 1 });
const [owner] = await selectRows<{ id: number }>(
  opened.db,
  sql`select id from users where username = ${USERNAME}`,
);
if (!owner) throw new Error(`run the collection bench once first: no member ${USERNAME}`);

const cases: Array<[string, Variables, ReleaseSortBy]> = [
  ...Object.entries(COLLECTION_FILTERS).map(([name, v]): [string, Variables, ReleaseSortBy] => [
    name,
    v as Variables,
    'YEAR_NEWEST',
  ]),
  ...COLLECTION_SORTS.map((sort): [string, Variables, ReleaseSortBy] => [
    'listened',
    {},
    sort as ReleaseSortBy,
  ]),
];

async function explain(statement: SQL): Promise<{ ms: number; plan: string }> {
  // Twice: the first run warms the cache, the second is the one reported.
  let plan = '';
  for (let i = 0; i < 2; i++) {
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      opened.db,
      sql`explain (analyze, buffers, costs off) ${statement}`,
    );
    plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  return { ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]), plan };
}

const out: Array<[number, string]> = [];
for (const [name, variables, sort] of cases) {
  if (onlyFilter && name !== onlyFilter) continue;
  if (onlySort && sort !== onlySort) continue;
  const filter = filterOf(owner.id, variables, sort);
  const paging = { offset: 0, limit: 50 };
  // The same choice as collectionPage: the count decides how an item-sorted page is read.
  const [counted] = await selectRows<{ n: number; catalog: number }>(
    opened.db,
    collectionStatements(filter, paging).count,
  );
  const rowsFirst = pageReadsRowsFirst(filter, Number(counted?.n ?? 0), Number(counted?.catalog ?? 0));
  const statements = collectionStatements(filter, paging, rowsFirst);
  for (const kind of ['page', 'count'] as const) {
    const { ms, plan } = await explain(statements[kind]);
    const how = kind === 'page' && rowsFirst ? ' (rows first)' : '';
    out.push([ms, `${name}, ${sort}: ${kind}${how}, ${counted?.n} rows`]);
    if (onlyFilter) console.log(`--- ${name}, ${sort}: ${kind}${how}\n${plan}\n`);
  }
}
out.sort((a, b) => b[0] - a[0]);
for (const [ms, label] of out) console.log(`${ms.toFixed(2).padStart(8)} ms  ${label}`);
await opened.close();
