import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PreparedQuery } from './prepare.ts';
import type { SearchTarget } from './targets.ts';

/** Candidate caps: only this many rows per source are ever scored, whatever the catalog size. */
const CAP = { words: 300, exact: 300, prefix: 100, fallback: 200 } as const;
/** Below this many all-words candidates, any-word matches join the pool (extra or unknown words). */
const FALLBACK_BELOW = 20;

export type RankedIds = { ids: number[]; total: number };

const none = sql`select null::int as id where false`;

/** The candidate sources: words (all, then any), exact name, name prefix. */
function candidates(target: SearchTarget, query: PreparedQuery): SQL {
  const { table, name, document, visible } = target;
  const q = query.text;
  const words =
    document && query.tsAll
      ? sql`select t.id from ${table} where ${document} @@ to_tsquery('simple'::regconfig, ${query.tsAll}) and ${visible} limit ${CAP.words}`
      : document
        ? none
        : sql`select t.id from ${table} where ${name} % ${q} and ${visible} limit ${CAP.words}`;
  const fallback =
    document && query.tsAny
      ? sql`select t.id from ${table} where (select count(*) from words) < ${FALLBACK_BELOW}
          and ${document} @@ to_tsquery('simple'::regconfig, ${query.tsAny}) and ${visible} limit ${CAP.fallback}`
      : none;
  const prefix = target.nameIndexed
    ? sql`${name} ~>=~ ${q} and ${name} ~<~ (${q} || chr(1114111))`
    : sql`${name} like ${`${q.replace(/[\\%_]/g, '\\$&')}%`}`;
  return sql`words as materialized (${words}),
    exact as (select t.id from ${table} where ${name} = ${q} and ${visible} limit ${CAP.exact}),
    prefix as (select t.id from ${table} where ${prefix} and ${visible} limit ${CAP.prefix}),
    fallback as (${fallback}),
    pool as (select id from words union select id from exact union select id from prefix union select id from fallback)`;
}

/**
 * Exact names (or "artist title") first, then the credit alone, then name prefixes, then by
 * trigram similarity; equal scores go to the more popular item.
 */
function score(target: SearchTarget, q: string): SQL {
  const name = sql.raw('x.name');
  const credit = target.credit ? sql.raw('x.credit') : null;
  if (!credit) {
    return sql`case when ${name} = ${q} then 4 when starts_with(${name}, ${q}) then 2 + similarity(${name}, ${q})
      else similarity(${name}, ${q}) end`;
  }
  const titleCredit = sql`(${name} || ' ' || ${credit})`;
  const creditTitle = sql`(${credit} || ' ' || ${name})`;
  const similar = sql`greatest(similarity(${name}, ${q}), similarity(${titleCredit}, ${q}), similarity(${creditTitle}, ${q}))`;
  return sql`case when ${name} = ${q} or ${titleCredit} = ${q} or ${creditTitle} = ${q} then 4
    when ${credit} = ${q} then 3
    when starts_with(${name}, ${q}) then 2 + ${similar}
    else ${similar} end`;
}

type Paging = { offset: number; limit: number };

/** The one statement that ranks a page: candidates from the indexes, scored, best first. */
export function rankingStatement(target: SearchTarget, query: PreparedQuery, page: Paging): SQL {
  return sql`with ${candidates(target, query)}
    select t.id, (count(*) over ())::int as total
    from pool join ${target.table} on t.id = pool.id
    -- offset 0 keeps the subquery: each name is normalized once per row, not once per use
    cross join lateral (select ${target.name} as name, ${target.credit ?? sql`''`} as credit offset 0) x
    order by ${score(target, query.text)} desc, ${target.popularity}, t.id
    limit ${page.limit} offset ${page.offset}`;
}

/** The ids of one page of results, best first, and how many candidates were ranked. */
export async function rankIds(
  db: Db,
  target: SearchTarget,
  query: PreparedQuery,
  page: Paging,
): Promise<RankedIds> {
  if (query.text === '') return { ids: [], total: 0 };
  const rows = await selectRows<{ id: number; total: number }>(db, rankingStatement(target, query, page));
  return { ids: rows.map((row) => Number(row.id)), total: rows[0]?.total ?? 0 };
}
