import { SEARCH_TYPES, type SearchType } from '@earmark/shared';
import { ROUTES } from '../../lib/links';

export { SEARCH_TYPES, type SearchType };

/** The URL's `type` values: release, song, artist, list, user. */
export type SearchUrlType = Lowercase<SearchType>;

export const SEARCH_TAB_LABELS: Record<SearchType, string> = {
  RELEASE: 'Releases',
  SONG: 'Songs',
  ARTIST: 'Artists',
  LIST: 'Lists',
  USER: 'Users',
};

export const DEFAULT_SEARCH_TYPE: SearchType = 'RELEASE';

/** The type named in a URL, or null when the value is not one of the five. */
export function parseSearchType(value: string | null | undefined): SearchType | null {
  const upper = (value ?? '').toUpperCase();
  return SEARCH_TYPES.find((type) => type === upper) ?? null;
}

export function toUrlType(type: SearchType): SearchUrlType {
  return type.toLowerCase() as SearchUrlType;
}

/** /search?query=…&type=… */
export function searchHref(query: string, type: SearchType = DEFAULT_SEARCH_TYPE): string {
  return `${ROUTES.search}?${new URLSearchParams({ query, type: toUrlType(type) })}`;
}
