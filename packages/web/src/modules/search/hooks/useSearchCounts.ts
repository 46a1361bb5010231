import { useQuery } from '@apollo/client/react';
import { formatCount } from '../../../lib/format';
import { SearchCountsQuery } from '../graphql/SearchCounts';
import type { SearchType } from '../searchTypes';

const FIELD = {
  RELEASE: 'releases',
  SONG: 'songs',
  ARTIST: 'artists',
  LIST: 'lists',
  USER: 'users',
} as const satisfies Record<SearchType, string>;

/** "12", or "300+" when there are more than were counted; null while the counts load. */
export type TabCount = (type: SearchType) => string | null;

/** The result count of every tab of the search page for `query`. */
export function useSearchCounts(query: string): TabCount {
  const { data } = useQuery(SearchCountsQuery, { variables: { query }, skip: query === '' });
  const counts = data?.search.counts;
  return (type) => {
    const entry = counts?.[FIELD[type]];
    if (!entry) return null;
    return `${formatCount(entry.count)}${entry.capped ? '+' : ''}`;
  };
}
