import { useSearchParams } from 'react-router';
import { type ListsParams, readListsParams, writeListsParams } from '../listsParams';

/** view, sortBy and page in the URL, read and written with defaults left out. */
export function useListsParams<V extends string>(views: readonly V[], defaultView: V) {
  const [search, setSearch] = useSearchParams();
  const params = readListsParams(search, views, defaultView);
  const change = (next: Partial<ListsParams<V>>, options?: { replace: boolean }) =>
    setSearch(writeListsParams(params, next, defaultView), { state: { scrollToTop: false }, ...options });
  return [params, change] as const;
}
