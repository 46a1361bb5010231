import { useCallback, useState } from 'react';
import type { SearchHit } from '../hit';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from '../recentSearches';

function read(): SearchHit[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

/** The member's last five chosen search results, kept in local storage. */
export function useRecentSearches(): { recent: SearchHit[]; remember: (hit: SearchHit) => void } {
  const [recent, setRecent] = useState<SearchHit[]>(read);
  const remember = useCallback((hit: SearchHit) => {
    const next = addRecentSearch(read(), hit);
    setRecent(next);
    try {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the list still works for this visit.
    }
  }, []);
  return { recent, remember };
}
