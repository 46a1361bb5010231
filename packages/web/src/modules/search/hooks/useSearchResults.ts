import { useQuery } from '@apollo/client/react';
import type { SearchQuery as SearchData } from '../../../graphql/generated/graphql';
import { SearchQuery } from '../graphql/Search';
import type { SearchType } from '../searchTypes';

const FIELD = {
  RELEASE: 'releases',
  SONG: 'songs',
  ARTIST: 'artists',
  LIST: 'lists',
  USER: 'users',
} as const satisfies Record<SearchType, keyof SearchData['search']>;

const OFFSET = {
  RELEASE: 'releaseOffsetIndex',
  SONG: 'songOffsetIndex',
  ARTIST: 'artistOffsetIndex',
  LIST: 'listOffsetIndex',
  USER: 'userOffsetIndex',
} as const satisfies Record<SearchType, string>;

const FIRST_PAGE = {
  releaseOffsetIndex: 0,
  songOffsetIndex: 0,
  artistOffsetIndex: 0,
  listOffsetIndex: 0,
  userOffsetIndex: 0,
};

/** The first page of one tab's results. */
export function searchVariables(query: string, type: SearchType) {
  return { query, types: [type], ...FIRST_PAGE };
}

/** One tab of the search page, and "Find More" for it (a failed page is only logged). */
export function useSearchResults(query: string, type: SearchType) {
  const result = useQuery(SearchQuery, {
    variables: searchVariables(query, type),
    skip: query === '',
    notifyOnNetworkStatusChange: true,
  });
  const results = result.dataState === 'complete' ? result.data.search : undefined;
  const field = FIELD[type];
  const connection = results?.[field];

  function findMore() {
    if (!connection) return;
    result
      .fetchMore({
        variables: { ...FIRST_PAGE, [OFFSET[type]]: connection.edges.length },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.search;
          if (!before) return fetchMoreResult;
          const page = fetchMoreResult.search[field];
          const edges = [...before[field].edges, ...page.edges];
          return { search: { ...before, [field]: { ...page, edges } } } as SearchData;
        },
      })
      .catch((error: unknown) => console.error('Find More failed', error));
  }

  return {
    results,
    hasMore: connection?.pageInfo.hasMore ?? false,
    count: connection?.edges.length ?? 0,
    loading: result.loading,
    error: result.error,
    findMore,
  };
}
