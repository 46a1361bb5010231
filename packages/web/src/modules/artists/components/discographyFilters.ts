import {
  ITEM_SORT_OPTIONS,
  LIMITS,
  RELEASE_PRIMARY_TYPES,
  RELEASE_SECONDARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
} from '@earmark/shared';

export const DISCOGRAPHY_VIEWS = ['list', 'compact', 'grid'] as const;
export type DiscographyView = (typeof DISCOGRAPHY_VIEWS)[number];
export type DiscographySort = (typeof ITEM_SORT_OPTIONS)[number];

export type DiscographyFilters = {
  sortBy: DiscographySort;
  primaryTypes: ReleasePrimaryType[];
  secondaryTypes: ReleaseSecondaryType[];
  view: DiscographyView;
};

/** Artist page defaults: albums only, no secondary types, newest first, list. */
export const DEFAULT_DISCOGRAPHY_FILTERS: DiscographyFilters = {
  sortBy: 'YEAR_NEWEST',
  primaryTypes: ['ALBUM'],
  secondaryTypes: [],
  view: 'list',
};

export const DISCOGRAPHY_PAGE_SIZE = LIMITS.artistReleasesPageSize;

/** `YEAR_NEWEST` ↔ `year-newest`, `DJ_MIX` ↔ `dj-mix`: the URL's spelling of an enum value. */
const toParam = (value: string) => value.toLowerCase().replaceAll('_', '-');
const fromParam = (value: string) => value.toUpperCase().replaceAll('-', '_');

function oneOf<T extends string>(options: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  const value = fromParam(raw);
  return (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A comma-separated set: unknown values are dropped, order follows `options`. */
function someOf<T extends string>(options: readonly T[], raw: string | null): T[] | null {
  if (raw === null) return null;
  const wanted = new Set(raw.split(',').map(fromParam));
  return options.filter((option) => wanted.has(option));
}

/** Reads the query string: each value is checked against its options and falls back to the default. */
export function readDiscographyFilters(search: URLSearchParams): DiscographyFilters {
  const d = DEFAULT_DISCOGRAPHY_FILTERS;
  const primary = someOf(RELEASE_PRIMARY_TYPES, search.get('primaryTypes'));
  const view = search.get('view');
  return {
    sortBy: oneOf(ITEM_SORT_OPTIONS, search.get('sortBy'), d.sortBy),
    primaryTypes: primary && primary.length > 0 ? primary : d.primaryTypes,
    secondaryTypes: someOf(RELEASE_SECONDARY_TYPES, search.get('secondaryTypes')) ?? d.secondaryTypes,
    view: (DISCOGRAPHY_VIEWS as readonly string[]).includes(view ?? '') ? (view as DiscographyView) : d.view,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Writes the query string with defaults left out. */
export function writeDiscographyFilters(filters: DiscographyFilters): URLSearchParams {
  const d = DEFAULT_DISCOGRAPHY_FILTERS;
  const search = new URLSearchParams();
  if (filters.sortBy !== d.sortBy) search.set('sortBy', toParam(filters.sortBy));
  if (!sameSet(filters.primaryTypes, d.primaryTypes)) {
    search.set('primaryTypes', filters.primaryTypes.map(toParam).join(','));
  }
  if (filters.secondaryTypes.length > 0) {
    search.set('secondaryTypes', filters.secondaryTypes.map(toParam).join(','));
  }
  if (filters.view !== d.view) search.set('view', filters.view);
  return search;
}
