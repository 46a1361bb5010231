import type { ListFilterBy, ListSortBy } from '../../graphql/generated/graphql';

/** The /lists tabs (and the user page's list views) as the URL names them. */
export const LIST_VIEWS = ['official', 'user', 'personal', 'curator', 'following', 'liked'] as const;
export type ListView = (typeof LIST_VIEWS)[number];
export const MEMBER_LIST_VIEWS = ['personal', 'curator', 'following', 'liked'] as const;
export type MemberListView = (typeof MEMBER_LIST_VIEWS)[number];

export const LIST_VIEW_LABELS: Record<ListView, string> = {
  official: 'Official Lists',
  user: 'User Lists',
  personal: 'Personal',
  curator: 'Curator',
  following: 'Following',
  liked: 'Liked',
};

export const LIST_SORT_OPTIONS = ['year-newest', 'year-oldest', 'completed-least', 'completed-most'] as const;
export type ListSortOption = (typeof LIST_SORT_OPTIONS)[number];
export const LIST_SORT_LABELS: Record<ListSortOption, string> = {
  'year-newest': 'Year: Newest First',
  'year-oldest': 'Year: Oldest First',
  'completed-least': 'Progress: Least Completed',
  'completed-most': 'Progress: Most Completed',
};
const SORT_VALUES: Record<ListSortOption, ListSortBy> = {
  'year-newest': 'YEAR_NEWEST',
  'year-oldest': 'YEAR_OLDEST',
  'completed-least': 'COMPLETED_LEAST',
  'completed-most': 'COMPLETED_MOST',
};
export const FILTER_OF_VIEW: Record<MemberListView, ListFilterBy> = {
  personal: 'PERSONAL',
  curator: 'CURATOR',
  following: 'FOLLOWING',
  liked: 'LIKED',
};

export type ListsParams<V extends string> = { view: V; sortBy: ListSortOption; page: number };

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads view, sortBy and page: unknown values fall back to the defaults; page is a positive integer. */
export function readListsParams<V extends string>(
  search: URLSearchParams,
  views: readonly V[],
  defaultView: V,
): ListsParams<V> {
  const page = Number(search.get('page'));
  return {
    view: oneOf(views, search.get('view'), defaultView),
    sortBy: oneOf(LIST_SORT_OPTIONS, search.get('sortBy'), 'year-newest'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the query string with defaults left out; changing view or sort goes back to page 1. */
export function writeListsParams<V extends string>(
  current: ListsParams<V>,
  change: Partial<ListsParams<V>>,
  defaultView: V,
): URLSearchParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  const search = new URLSearchParams();
  if (next.view !== defaultView) search.set('view', next.view);
  if (next.sortBy !== 'year-newest') search.set('sortBy', next.sortBy);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}

export function listSortValue(sort: ListSortOption): ListSortBy {
  return SORT_VALUES[sort];
}
