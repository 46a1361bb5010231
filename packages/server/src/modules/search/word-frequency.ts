import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';

/**
 * How many rows of a search index hold each frequent word, per index. PostgreSQL's statistics
 * already count them: ANALYZE (run by autovacuum, and by the seed at the end) records the most
 * common lexemes of each tsvector index with the share of rows holding them. Words absent from
 * that list are rare. Nothing is written on insert, so writers never contend on a counter.
 */
export type WordFrequencies = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Statistics change slowly: they are read again at most this often per database. */
const REFRESH_MS = 5 * 60 * 1000;

type Cached = { at: number; frequencies: WordFrequencies };
const cache = new WeakMap<Db, Cached>();

/** The frequencies known for this database, or null when they must be read (again). */
export function cachedFrequencies(db: Db, now = Date.now()): WordFrequencies | null {
  const cached = cache.get(db);
  return cached && now - cached.at < REFRESH_MS ? cached.frequencies : null;
}

export function forgetFrequencies(db: Db): void {
  cache.delete(db);
}

/**
 * A scalar subquery answering the frequent words of every search index as JSON
 * `[[index, word, rows], …]`, to ride along in the statement that prepares a query.
 * Expression-index statistics count rows of the table, so the table's size scales them.
 */
export const frequenciesSubquery: SQL = sql`(select coalesce(jsonb_agg(jsonb_build_array(f.index, f.word, f.docs)), '[]'::jsonb)
  from (
    select s.tablename::text as index, e.word, round(e.freq * greatest(c.reltuples, 0))::int as docs
    from pg_stats s
    join pg_index i on i.indexrelid = to_regclass(quote_ident(s.schemaname) || '.' || quote_ident(s.tablename))
    join pg_class c on c.oid = i.indrelid
    cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, freq)
    where s.schemaname = current_schema() and s.tablename like '%\\_search\\_tsv' and e.word is not null
  ) f where f.docs > 0)`;

/** Parses the subquery's answer and keeps it for this database. */
export function storeFrequencies(db: Db, raw: unknown, now = Date.now()): WordFrequencies {
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const byIndex = new Map<string, Map<string, number>>();
  if (Array.isArray(list)) {
    for (const entry of list) {
      if (!Array.isArray(entry)) continue;
      const [index, word, docs] = entry as [unknown, unknown, unknown];
      if (typeof index !== 'string' || typeof word !== 'string' || typeof docs !== 'number') continue;
      let words = byIndex.get(index);
      if (!words) {
        words = new Map();
        byIndex.set(index, words);
      }
      words.set(word, docs);
    }
  }
  cache.set(db, { at: now, frequencies: byIndex });
  return byIndex;
}
