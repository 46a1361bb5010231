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

/** One word of a text-search query: the word or one of its alternatives, maybe as a prefix. */
export type QueryGroup = QueryWord & { prefix: boolean };

/** The query's words as groups; only the last one (two letters or more) is also a prefix. */
export function queryGroups(words: readonly QueryWord[]): QueryGroup[] {
  return words.flatMap((entry, index) => {
    const isLast = index === words.length - 1;
    if (isLast && entry.word.length < MIN_PREFIX_LENGTH) return [];
    return [{ ...entry, prefix: isLast }];
  });
}

function group(entry: QueryGroup): string {
  const options = [entry.word, ...entry.alternatives].map(lexeme);
  if (entry.prefix) options.push(`${lexeme(entry.word)}:*`);
  return options.length === 1 ? (options[0] ?? '') : `(${options.join(' | ')})`;
}

/** A to_tsquery text needing every group (`&`) or any of them (`|`); null without groups. */
export function tsQuery(groups: readonly QueryGroup[], operator: '&' | '|'): string | null {
  return groups.length === 0 ? null : groups.map(group).join(` ${operator} `);
}
