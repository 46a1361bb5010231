import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { cleanQuery, type QueryWord } from './query-text.ts';
import {
  cachedFrequencies,
  frequenciesSubquery,
  storeFrequencies,
  type WordFrequencies,
} from './word-frequency.ts';

/** A query ready to rank: normalized text for name matching, its words and their frequencies. */
export type PreparedQuery = {
  /** earmark_normalize of the cleaned query: case and accents folded. */
  text: string;
  /** The words as the search documents split them, in order, with spelling alternatives. */
  words: QueryWord[];
  /** How many rows hold each frequent word, per search index. */
  frequencies: WordFrequencies;
};

type WordRow = { text: string; word: string | null; alternatives: string[] | null; frequencies: unknown };

/** Most spelling alternatives kept per word: enough for one typo, few enough to stay fast. */
const MAX_ALTERNATIVES = 6;

/**
 * A query's words and spellings change only with the catalog's vocabulary: each process keeps
 * them by query text for a minute, so the quick search, asked the same starts by many people,
 * spends one statement (ranking) and not two. A word new to the catalog is known within that.
 */
const WORDS_TTL_MS = 60_000;
type Words = Pick<PreparedQuery, 'text' | 'words'>;
const preparedWords = new WeakMap<Db, LRUCache<string, Words>>();

function wordCache(db: Db): LRUCache<string, Words> {
  let cache = preparedWords.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: WORDS_TTL_MS });
    preparedWords.set(db, cache);
  }
  return cache;
}

/**
 * Splits the query into words the way the search documents are split, and looks each unknown
 * word of four letters or more up in the typo lexicon (one edit away, SymSpell style).
 */
export async function prepareQuery(db: Db, raw: string): Promise<PreparedQuery> {
  const cleaned = cleanQuery(raw);
  const known = cachedFrequencies(db);
  if (cleaned === '') return { text: '', words: [], frequencies: known ?? new Map() };
  const kept = known && wordCache(db).get(cleaned);
  if (kept) return { ...kept, frequencies: known };
  // The word statistics ride along (first row only) when this process has none or old ones.
  const frequencies = known ? sql`null` : frequenciesSubquery;
  const rows = await selectRows<WordRow>(
    db,
    sql`with input as (select earmark_normalize(${cleaned}) as text),
      words as (
        select v.lexeme as word, (select max(p) from unnest(v.positions) p) as pos
        from input, unnest(to_tsvector('simple'::regconfig, input.text)) v
        where length(v.lexeme) <= 40
      )
      select input.text, w.word,
        case when length(w.word) < 4 or exists (select 1 from search_terms s where s.term = w.word)
          then '{}'::text[]
          -- offset 0 keeps the variant lookup apart: merged, the planner may walk the whole
          -- lexicon in term order to skip a sort of a handful of rows
          else array(
            select m.term from (
              select distinct s.term from search_terms s
              where s.variant = any(array[w.word] || array(
                select substr(w.word, 1, i - 1) || substr(w.word, i + 1)
                from generate_series(1, length(w.word)) i))
              offset 0) m
            order by m.term limit ${MAX_ALTERNATIVES})
        end as alternatives,
        case when w.pos is not distinct from (select min(pos) from words) then ${frequencies} end as frequencies
      from input left join words w on true
      order by w.pos`,
  );
  const text = rows[0]?.text ?? cleaned.toLowerCase();
  const words: QueryWord[] = rows
    .filter((row): row is WordRow & { word: string } => row.word !== null)
    .map((row) => ({ word: row.word, alternatives: row.alternatives ?? [] }));
  wordCache(db).set(cleaned, { text, words });
  return {
    text,
    words,
    frequencies: known ?? storeFrequencies(db, rows[0]?.frequencies ?? null),
  };
}
