import { useSearchParams } from 'react-router';
import { latestSearchParams } from '../../../lib/latestSearchParams';
import {
  type DiscographyFilters,
  readDiscographyFilters,
  writeDiscographyFilters,
} from '../components/discographyFilters';

/**
 * The discography's filters, read from and written to the URL (replacing the history entry). A change
 * applies to the address as it is when it lands (latestSearchParams), not as this render saw it, so
 * quick successive changes (a filter, then the sort) never bring back a value already removed.
 */
export function useDiscographyFilters(): [DiscographyFilters, (change: Partial<DiscographyFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = readDiscographyFilters(search);
  function update(change: Partial<DiscographyFilters>) {
    setSearch(() => writeDiscographyFilters({ ...readDiscographyFilters(latestSearchParams()), ...change }), {
      replace: true,
      preventScrollReset: true,
      state: { scrollToTop: false },
    });
  }
  return [filters, update];
}
