import { SEARCH_TYPES, type SearchType } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * How one kind of result is searched. The expressions are written exactly as the indexes of the
 * search migration define them, so the planner uses those indexes.
 */
export type SearchTarget = {
  table: SQL;
  /** Normalized name: exact and prefix matches, and the similarity score. */
  name: SQL;
  /** Normalized printed credit, for "artist title" queries (releases and songs). */
  credit: SQL | null;
  /** The text-search document; null when fuzzy candidates come from trigrams on the name. */
  document: SQL | null;
  /** The GIN index on `document`, whose statistics tell which words are common. */
  documentIndex: string | null;
  /**
   * The credited artists (link table and its item column), for "artist title" queries:
   * artists by exact name, then their items closest to the rest of the query.
   */
  artistLink: { table: SQL; item: SQL } | null;
  /** Whether the name index is a byte-ordered btree (exact and prefix lookups by range). */
  nameIndexed: boolean;
  /** Popularity, most popular first: the tie-breaker. */
  popularity: SQL;
  /** Rows never shown in search. */
  visible: SQL;
};

const titled = (table: string, link: string, item: string): SearchTarget => ({
  table: sql.raw(`${table} t`),
  name: sql.raw('earmark_normalize(t.title)'),
  credit: sql.raw('earmark_normalize(t.artist_name)'),
  document: sql.raw(`to_tsvector('simple'::regconfig, earmark_normalize(t.title || ' ' || t.artist_name))`),
  documentIndex: `${table}_search_tsv`,
  artistLink: { table: sql.raw(`${link} l`), item: sql.raw(`l.${item}`) },
  nameIndexed: true,
  popularity: sql.raw('t.number_of_checks desc, t.number_of_favorites desc'),
  visible: sql.raw('true'),
});

const named = (table: string, popularity: string): SearchTarget => ({
  table: sql.raw(`${table} t`),
  name: sql.raw('earmark_normalize(t.name)'),
  credit: null,
  document: sql.raw(`to_tsvector('simple'::regconfig, earmark_normalize(t.name))`),
  documentIndex: `${table}_search_tsv`,
  artistLink: null,
  nameIndexed: true,
  popularity: sql.raw(popularity),
  visible: sql.raw('true'),
});

export const SEARCH_TARGETS: Record<SearchType, SearchTarget> = {
  RELEASE: titled('releases', 'release_artists', 'release_id'),
  SONG: titled('songs', 'song_artists', 'song_id'),
  ARTIST: named('artists', 't.number_of_favorites desc'),
  LIST: named('lists', '(t.number_of_likes + t.number_of_follows) desc, t.items_count desc'),
  USER: {
    table: sql.raw('users t'),
    name: sql.raw('lower(t.username)'),
    credit: null,
    document: null,
    documentIndex: null,
    artistLink: null,
    nameIndexed: false,
    popularity: sql.raw('t.number_of_followers desc, t.number_of_checks desc'),
    visible: sql.raw('not t.is_placeholder'),
  },
};

export { SEARCH_TYPES };
