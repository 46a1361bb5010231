import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef } from 'react';
import { SearchSuggestionsQuery } from '../graphql/SearchSuggestions';
import { hitsOf, type SearchHit } from '../hit';
import type { SearchType } from '../searchTypes';

type Suggestions = {
  /** The text the shown hits belong to (after the debounce). */
  settledQuery: string;
  hits: SearchHit[];
  loading: boolean;
};

/** Quick-search hits of one kind, asked 300 ms after typing stops; nothing for an empty query. */
export function useSearchSuggestions(query: string, type: SearchType): Suggestions {
  const [debounced] = useDebouncedValue(query.trim(), LIMITS.searchDebounceMs);
  const skip = debounced === '';
  const { data, dataState, loading } = useQuery(SearchSuggestionsQuery, {
    variables: { query: debounced, types: [type], limit: null },
    skip,
  });
  const complete = dataState === 'complete' ? data : undefined;
  const current = useMemo(
    () => (complete ? hitsOf(complete.searchSuggestions, type) : null),
    [complete, type],
  );
  // While the next answer loads, the last one stays on screen instead of flashing empty.
  const last = useRef<SearchHit[]>([]);
  if (current) last.current = current;
  // Typed but not yet asked (the debounce, even from an empty box) counts as loading: the list
  // says "Loading..." rather than "No results found" for a query nobody has answered yet.
  const typing = query.trim() !== debounced;
  return {
    settledQuery: debounced,
    hits: skip ? [] : (current ?? last.current),
    loading: typing || (!skip && loading),
  };
}
