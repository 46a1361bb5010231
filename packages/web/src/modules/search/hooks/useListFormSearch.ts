import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { ListFormQuery } from '../graphql/ListForm';
import type { SearchType } from '../searchTypes';

const LIST_FORM_TYPES: SearchType[] = ['RELEASE', 'SONG', 'ARTIST'];

/**
 * The list editor's item search (ListForm): releases, songs and artists
 * for the typed text, 300 ms after typing stops. `findMore` pages one kind.
 */
export function useListFormSearch(query: string, types: SearchType[] = LIST_FORM_TYPES) {
  const [debounced] = useDebouncedValue(query.trim(), LIMITS.searchDebounceMs);
  const result = useQuery(ListFormQuery, {
    variables: {
      query: debounced,
      types,
      artistOffsetIndex: 0,
      releaseOffsetIndex: 0,
      songOffsetIndex: 0,
    },
    skip: debounced === '',
    notifyOnNetworkStatusChange: true,
  });
  const search = result.dataState === 'complete' ? result.data.search : undefined;

  function findMore(kind: 'releases' | 'songs' | 'artists') {
    if (!search) return;
    const offsetName = `${kind.slice(0, -1)}OffsetIndex` as const;
    void result.fetchMore({
      variables: {
        types: [kind === 'releases' ? 'RELEASE' : kind === 'songs' ? 'SONG' : 'ARTIST'],
        [offsetName]: search[kind].edges.length,
      },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.search;
        if (!before) return fetchMoreResult;
        const page = fetchMoreResult.search[kind];
        return { search: { ...before, [kind]: { ...page, edges: [...before[kind].edges, ...page.edges] } } };
      },
    });
  }

  return { search, loading: result.loading, error: result.error, findMore };
}
