import { useSearchParams } from 'react-router';
import {
  type DiscographyFilters,
  readDiscographyFilters,
  writeDiscographyFilters,
} from '../components/discographyFilters';

/** The discography's filters, read from and written to the URL (replacing the history entry). */
export function useDiscographyFilters(): [DiscographyFilters, (change: Partial<DiscographyFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = readDiscographyFilters(search);
  function update(change: Partial<DiscographyFilters>) {
    setSearch(writeDiscographyFilters({ ...filters, ...change }), {
      replace: true,
      preventScrollReset: true,
      state: { scrollToTop: false },
    });
  }
  return [filters, update];
}
