import { type QueryGroup, queryGroups, tsQuery } from './query-text.ts';

/**
 * Above this many rows a word is common. A GIN scan reads every posting of a prefix and of the
 * word that drives an all-words match (about half a microsecond each), and cannot stop at a
 * LIMIT, so words this frequent must not drive it: 15,000 postings stay near 10 ms.
 */
export const COMMON_ROWS = 15_000;
let commonRows = COMMON_ROWS;

/** Tests lower the bar to exercise the common-word plan on a small catalog. */
export function setCommonRows(rows: number): void {
  commonRows = rows;
}

/** How the words of a query may find candidates in one kind's text-search index. */
export type WordPlan = {
  /**
   * `all`: every word, the last also as a prefix (the GIN scan is cheap);
   * `whole words`: every word but without the prefix expansion, which is common;
   * `names`: only common words — no GIN scan, names are matched by btree lookups only.
   */
  mode: 'all' | 'whole words' | 'names';
  /** to_tsquery text needing every word; null in `names` mode. */
  all: string | null;
  /** to_tsquery text of the rarest words, any of which may match (the fallback); null if none. */
  any: string | null;
  /** The query with each misspelt word replaced by its most frequent correction; null if none. */
  corrected: string | null;
};

type Words = { word: string; alternatives: string[] }[];
type Rows = (word: string) => number;

function exactRows(group: QueryGroup, rows: Rows): number {
  return [...new Set([group.word, ...group.alternatives])].reduce((sum, w) => sum + rows(w), 0);
}

/** Rows of the frequent words the prefix expands to (rare ones are not counted: they are few). */
function prefixRows(group: QueryGroup, frequencies: ReadonlyMap<string, number>): number {
  if (!group.prefix) return 0;
  const exact = new Set([group.word, ...group.alternatives]);
  let sum = 0;
  for (const [word, docs] of frequencies) {
    if (!exact.has(word) && word.startsWith(group.word)) sum += docs;
  }
  return sum;
}

/** The rarest groups whose postings together stay under the bar: any of them may match. */
function rarest(groups: { group: QueryGroup; size: number }[], bar: number): QueryGroup[] {
  let budget = bar;
  const picked: QueryGroup[] = [];
  for (const entry of [...groups].sort((a, b) => a.size - b.size)) {
    if (entry.size > budget) break;
    budget -= entry.size;
    picked.push(entry.group);
  }
  return groups.map((g) => g.group).filter((g) => picked.includes(g));
}

function correctedText(words: Words, rows: Rows): string | null {
  if (!words.some((w) => w.alternatives.length > 0)) return null;
  return words
    .map(({ word, alternatives }) =>
      alternatives.reduce((best, alt) => (rows(alt) > rows(best) || best === word ? alt : best), word),
    )
    .join(' ');
}

/**
 * Chooses the text-search queries one kind may run, from how many rows hold each word
 * (`frequencies`: the frequent words of that kind's index; absent words are rare).
 */
export function planWords(words: Words, frequencies: ReadonlyMap<string, number> | undefined): WordPlan {
  const known = frequencies ?? new Map<string, number>();
  const rows: Rows = (word) => known.get(word) ?? 0;
  const groups = queryGroups(words);
  const corrected = correctedText(words, rows);
  const sized = groups.map((group) => {
    const exact = exactRows(group, rows);
    return { group, exact, total: exact + prefixRows(group, known) };
  });
  const bar = commonRows;
  const cheapPrefixes = sized.every((g) => !g.group.prefix || g.total <= bar);
  if (sized.length > 0 && cheapPrefixes && Math.min(...sized.map((g) => g.total)) <= bar) {
    const any = rarest(
      sized.map((g) => ({ group: g.group, size: g.total })),
      bar,
    );
    return { mode: 'all', all: tsQuery(groups, '&'), any: tsQuery(any, '|'), corrected };
  }
  const whole = sized.map((g) => ({ group: { ...g.group, prefix: false }, size: g.exact }));
  const any = tsQuery(rarest(whole, bar), '|');
  if (whole.length > 0 && Math.min(...whole.map((g) => g.size)) <= bar) {
    const all = tsQuery(
      whole.map((g) => g.group),
      '&',
    );
    return { mode: 'whole words', all, any, corrected };
  }
  return { mode: 'names', all: null, any, corrected };
}
