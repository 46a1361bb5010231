import type { ReleaseSortBy } from '@earmark/shared';
import { type SQL, sql } from 'drizzle-orm';

// How every list of items is ordered for a ReleaseSortBy: an artist's discography (catalog), a
// member's collection (listening) and the diary's item sorts (reflections) build their ORDER BY here, so the same sort can never put
// the same items in two different orders.

/** The item's own columns (a release's or a song's), as SQL fragments of the caller's query. */
export type SortItem = {
  id: SQL;
  title: SQL;
  artistName: SQL;
  year: SQL;
  /** Releases only (songs have none): orders a year's releases by date. */
  releaseDate?: SQL;
};

export type ItemSort = Extract<ReleaseSortBy, `ARTIST_NAME_${string}` | `TITLE_${string}` | `YEAR_${string}`>;

/** Whether a sort orders on the item's own columns (title, artist name, year) only. */
export function isItemSort(sort: string): sort is ItemSort {
  return /^(ARTIST_NAME|TITLE|YEAR)_/.test(sort);
}

/**
 * Titles and artist names compare case-insensitively ("apple" between "Aloe" and "Banana"), a
 * year's releases by release date, unknown years (and dates) last both ways, and every order ends
 * on the id so pages never overlap. The null orderings are spelled out to match the indexes that
 * serve each order (releases_year_newest_idx, releases_year_oldest_idx, releases_artist_title_idx,
 * releases_title_idx, read backwards for the descending sorts), so a large collection can read a
 * page in index order and stop.
 */
export function itemOrder(sort: ItemSort, item: SortItem): SQL {
  const title = sql`lower(${item.title})`;
  const artist = sql`lower(${item.artistName})`;
  const newest = item.releaseDate ? sql`, ${item.releaseDate} desc nulls last` : sql``;
  const oldest = item.releaseDate ? sql`, ${item.releaseDate} asc nulls last` : sql``;
  switch (sort) {
    case 'ARTIST_NAME_ASC':
      return sql`${artist} asc, ${title} asc, ${item.id} asc`;
    case 'ARTIST_NAME_DESC':
      return sql`${artist} desc, ${title} desc, ${item.id} desc`;
    case 'TITLE_ASC':
      return sql`${title} asc, ${item.id} asc`;
    case 'TITLE_DESC':
      return sql`${title} desc, ${item.id} desc`;
    case 'YEAR_NEWEST':
      return sql`${item.year} desc nulls last${newest}, ${item.id} desc nulls last`;
    case 'YEAR_OLDEST':
      return sql`${item.year} asc nulls last${oldest}, ${item.id} asc`;
  }
}

/** A shuffle that stays the same for the same seed, so paging through it neither repeats nor skips. */
function shuffled(id: SQL, seed: SQL): SQL {
  return sql`hashint4extended(${id}, ${seed}), ${id}`;
}

/**
 * An artist's discography (one list of releases for everyone). Beyond the item's columns:
 * DATE sorts by release date, unknown dates last; RATING by the viewer's own rating, unrated
 * last; RANDOM changes once a day.
 */
export function discographyOrder(sort: ReleaseSortBy, release: Required<SortItem>, viewerRating: SQL): SQL {
  if (isItemSort(sort)) return itemOrder(sort, release);
  switch (sort) {
    case 'DATE_NEWEST':
      return sql`${release.releaseDate} desc nulls last, ${release.id} desc`;
    case 'DATE_OLDEST':
      return sql`${release.releaseDate} asc nulls last, ${release.id} asc`;
    case 'RATING_HIGHEST':
      return sql`${viewerRating} desc nulls last, ${release.id} desc`;
    case 'RATING_LOWEST':
      return sql`${viewerRating} asc nulls last, ${release.id} asc`;
    case 'RANDOM':
      return shuffled(release.id, sql`(current_date - date '2000-01-01')`);
  }
}

/** The owner's row for an item in a collection: the item's id, the row's date and rating. */
export type CollectionRow = { itemId: SQL; at: SQL; rating: SQL };

/**
 * A member's collection (releases or songs). Beyond the item's columns: DATE sorts by when the
 * member checked the item (or put it on For Later), not by its release date; RATING by the
 * collection owner's rating, unrated last; RANDOM by the seed the client sends. These sorts read
 * only the owner's rows (never null dates or ids), so they break ties on the row's item id, in
 * the order of the member indexes (user_*_checked_idx / user_*_listen_to_idx; DATE_OLDEST reads
 * them backwards).
 */
export function collectionOrder(
  sort: ReleaseSortBy,
  item: SortItem,
  row: CollectionRow,
  randomSeed: number,
): SQL {
  if (isItemSort(sort)) return itemOrder(sort, item);
  switch (sort) {
    case 'DATE_NEWEST':
      return sql`${row.at} desc nulls last, ${row.itemId} desc nulls last`;
    case 'DATE_OLDEST':
      return sql`${row.at} asc nulls first, ${row.itemId} asc nulls first`;
    case 'RATING_HIGHEST':
      return sql`${row.rating} desc nulls last, ${row.itemId} desc`;
    case 'RATING_LOWEST':
      return sql`${row.rating} asc nulls last, ${row.itemId} asc`;
    case 'RANDOM':
      return shuffled(row.itemId, sql`${randomSeed}`);
  }
}
