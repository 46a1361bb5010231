import { LIMITS } from '@earmark/shared';

/**
 * The text a search runs on: control characters (NUL cannot reach PostgreSQL) become spaces,
 * runs of white space collapse, and anything past the length limit is cut, never refused.
 */
export function cleanQuery(raw: string, maxLength: number = LIMITS.searchQueryMaxLength): string {
  const spaced = raw.replace(/[\p{Cc}\p{Cs}]/gu, ' ');
  const cut = Array.from(spaced).slice(0, maxLength).join('');
  return cut.replace(/\s+/g, ' ').trim();
}

/** One word of the query (already normalized by the database), with its spelling alternatives. */
export type QueryWord = { word: string; alternatives: string[] };

/** A lexeme quoted for to_tsquery: quotes doubled, wrapped in single quotes. */
function lexeme(word: string): string {
  return `'${word.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
}

/** Shortest last word that is also matched as a prefix ("harb" finds "harbor"). */
const MIN_PREFIX_LENGTH = 2;

function group(entry: QueryWord, isLast: boolean): string | null {
  const options = [entry.word, ...entry.alternatives].map(lexeme);
  if (isLast) {
    if (entry.word.length < MIN_PREFIX_LENGTH) return null;
    options.push(`${lexeme(entry.word)}:*`);
  }
  return options.length === 1 ? (options[0] ?? null) : `(${options.join(' | ')})`;
}

/**
 * The two text-search queries of a search: every word (or one of its spelling alternatives,
 * the last word also as a prefix) for the main candidates, and any word for the fallback when
 * the main one finds little. Null when the query has no words (only spaces, emoji, punctuation).
 */
export function buildTsQueries(words: readonly QueryWord[]): { all: string; any: string } | null {
  const groups = words
    .map((entry, index) => group(entry, index === words.length - 1))
    .filter((g): g is string => g !== null);
  if (groups.length === 0) return null;
  return { all: groups.join(' & '), any: groups.join(' | ') };
}
