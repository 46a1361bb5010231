import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PreparedQuery } from './prepare.ts';
import type { SearchTarget } from './targets.ts';
import { planWords, type WordPlan } from './word-plan.ts';

/** Candidate caps: only this many rows per source are ever scored, whatever the catalog size. */
const CAP = { words: 300, exact: 300, prefix: 100, corrected: 30, fallback: 200, artist: 100 } as const;
/** Below this many all-words candidates, any-word matches join the pool (extra or unknown words). */
const FALLBACK_BELOW = 20;
/** "Artist title" lookups: artists per name, items read per artist and kept per split, longest query split. */
const ARTIST_SOURCE = { artists: 3, items: 300, kept: 20, words: 12 } as const;

export type RankedIds = { ids: number[]; total: number };

const none = sql`select null::int as id where false`;

/**
 * Every way to read the query as an artist's full name followed or preceded by the rest
 * (a title, maybe with a featured artist or a word missing); the whole query as a name too.
 */
export function artistSplits(texts: readonly string[]): [string, string][] {
  const splits = new Map<string, [string, string]>();
  for (const text of texts) {
    const words = text.split(' ').filter((w) => w !== '');
    if (words.length === 0 || words.length > ARTIST_SOURCE.words) continue;
    for (let k = 1; k <= words.length; k++) {
      const head = words.slice(0, k).join(' ');
      const tail = words.slice(k).join(' ');
      splits.set(`${head}\u0000${tail}`, [head, tail]);
      if (tail !== '') splits.set(`${tail}\u0000${head}`, [tail, head]);
    }
  }
  return [...splits.values()];
}

/**
 * Items credited to an artist named exactly like the start or the end of the query (or that with
 * "The" in front, which people leave out: "blue satellite slow sky"), those closest to the rest of
 * it first. Only btree lookups, so common words cost nothing extra.
 */
function byArtist(target: SearchTarget, names: readonly string[]): SQL {
  const link = target.artistLink;
  const splits = artistSplits(names);
  if (!link || splits.length === 0) return none;
  const values = sql.join(
    splits.map(([artist, rest]) => sql`(${artist}::text, ${rest}::text)`),
    sql`, `,
  );
  return sql`select c.id
    from (values ${values}) as p(artist, rest)
    cross join lateral (
      select t.id
      from (select a.id from artists a
        where earmark_normalize(a.name) = any(array[p.artist, 'the ' || p.artist])
        order by a.number_of_favorites desc, a.id limit ${ARTIST_SOURCE.artists}) a
      cross join lateral (select ${link.item} as id from ${link.table} where l.artist_id = a.id
        limit ${ARTIST_SOURCE.items}) i
      join ${target.table} on t.id = i.id
      order by similarity(${target.name}, p.rest) desc, ${target.popularity}
      limit ${ARTIST_SOURCE.kept}) c
    limit ${CAP.artist}`;
}

function prefixOf(target: SearchTarget, q: string): SQL {
  return target.nameIndexed
    ? sql`${target.name} ~>=~ ${q} and ${target.name} ~<~ (${q} || chr(1114111))`
    : sql`${target.name} like ${`${q.replace(/[\\%_]/g, '\\$&')}%`}`;
}

/**
 * The candidate sources: words (all, then any) when the plan allows a text-search scan, exact
 * name, name prefix, and artist + title; the query as typed and with its likeliest spelling.
 */
function candidates(target: SearchTarget, query: PreparedQuery, plan: WordPlan): SQL {
  const { table, name, document, visible } = target;
  const q = query.text;
  const names = plan.corrected && plan.corrected !== q ? [q, plan.corrected] : [q];
  const words =
    document && plan.all
      ? sql`select t.id from ${table} where ${document} @@ to_tsquery('simple'::regconfig, ${plan.all}) and ${visible} limit ${CAP.words}`
      : document
        ? none
        : sql`select t.id from ${table} where ${name} % ${q} and ${visible} limit ${CAP.words}`;
  const fallback =
    document && plan.any
      ? sql`select t.id from ${table} where (select count(*) from words) < ${FALLBACK_BELOW}
          and ${document} @@ to_tsquery('simple'::regconfig, ${plan.any}) and ${visible} limit ${CAP.fallback}`
      : none;
  // The corrected spelling is a guess: it adds a few candidates, the query as typed the most.
  const capped = (n: string, cap: number) => (n === q ? cap : CAP.corrected);
  const exact = sql.join(
    names.map(
      (n) =>
        sql`(select t.id from ${table} where ${name} = ${n} and ${visible} limit ${capped(n, CAP.exact)})`,
    ),
    sql` union all `,
  );
  const prefixes = sql.join(
    names.map(
      (n) =>
        sql`(select t.id from ${table} where ${prefixOf(target, n)} and ${visible} limit ${capped(n, CAP.prefix)})`,
    ),
    sql` union all `,
  );
  return sql`words as materialized (${words}),
    exact as (${exact}),
    prefix as (${prefixes}),
    fallback as (${fallback}),
    artist as (${byArtist(target, names)}),
    pool as (select id from words union select id from exact union select id from prefix
      union select id from fallback union select id from artist)`;
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

/** How many results a kind has for the query (the tab's count), and whether that is a floor. */
export type CandidateCount = { count: number; capped: boolean };

/**
 * Counts the candidates a search page would rank, without scoring them. `capped` says a source
 * stopped at its cap, so there are more matches than counted (shown as "300+").
 */
export async function countCandidates(
  db: Db,
  target: SearchTarget,
  query: PreparedQuery,
): Promise<CandidateCount> {
  if (query.text === '') return { count: 0, capped: false };
  const plan = planWords(query.words, query.frequencies.get(target.documentIndex ?? ''));
  const [row] = await selectRows<{ count: number; capped: boolean }>(
    db,
    sql`with ${candidates(target, query, plan)}
      select (select count(*) from pool)::int as count,
        ((select count(*) from words) >= ${CAP.words} or (select count(*) from exact) >= ${CAP.exact}
          or (select count(*) from prefix) >= ${CAP.prefix} or (select count(*) from fallback) >= ${CAP.fallback}
          or (select count(*) from artist) >= ${CAP.artist}) as capped`,
  );
  return { count: Number(row?.count ?? 0), capped: row?.capped === true };
}

/** The one statement that ranks a page: candidates from the indexes, scored, best first. */
export function rankingStatement(target: SearchTarget, query: PreparedQuery, page: Paging): SQL {
  const plan = planWords(query.words, query.frequencies.get(target.documentIndex ?? ''));
  return sql`with ${candidates(target, query, plan)}
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
