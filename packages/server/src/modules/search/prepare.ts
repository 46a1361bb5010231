import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { selectRows } from '../../db/select-rows.ts';
import { buildTsQueries, cleanQuery, type QueryWord } from './query-text.ts';

/** A query ready to rank: normalized text for name matching and the text-search queries. */
export type PreparedQuery = {
  /** earmark_normalize of the cleaned query: case and accents folded. */
  text: string;
  tsAll: string | null;
  tsAny: string | null;
};

type WordRow = { text: string; word: string | null; alternatives: string[] | null };

/** Most spelling alternatives kept per word: enough for one typo, few enough to stay fast. */
const MAX_ALTERNATIVES = 6;

/**
 * Splits the query into words the way the search documents are split, and looks each unknown
 * word of four letters or more up in the typo lexicon (one edit away, SymSpell style).
 */
export async function prepareQuery(db: Db, raw: string): Promise<PreparedQuery> {
  const cleaned = cleanQuery(raw);
  if (cleaned === '') return { text: '', tsAll: null, tsAny: null };
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
          else array(
            select distinct s.term from search_terms s
            where s.variant = any(array[w.word] || array(
              select substr(w.word, 1, i - 1) || substr(w.word, i + 1)
              from generate_series(1, length(w.word)) i))
            order by s.term limit ${MAX_ALTERNATIVES})
        end as alternatives
      from input left join words w on true
      order by w.pos`,
  );
  const text = rows[0]?.text ?? cleaned.toLowerCase();
  const words: QueryWord[] = rows
    .filter((row): row is WordRow & { word: string } => row.word !== null)
    .map((row) => ({ word: row.word, alternatives: row.alternatives ?? [] }));
  const queries = buildTsQueries(words);
  return { text, tsAll: queries?.all ?? null, tsAny: queries?.any ?? null };
}
