import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { PlainSearchInput } from './PlainSearchInput';
import { QuickSearch } from './QuickSearch';

type Props = {
  /** Called after navigating, e.g. to close the mobile drawer. */
  onSearch?: () => void;
};

/**
 * The top bar's search: the quick-search popover, or (on small screens and on the search page
 * itself) a plain box that opens the search page.
 */
export function QuickSearchInput({ onSearch }: Props) {
  const { pathname, search } = useLocation();
  const small = useMediaQuery(`(max-width: ${em(767)})`, false);
  if (small || onSearch || pathname === ROUTES.search) {
    // Keyed by the URL so the box shows the query of the page it is on.
    return <PlainSearchInput key={pathname === ROUTES.search ? search : 'plain'} onSearch={onSearch} />;
  }
  return <QuickSearch />;
}
