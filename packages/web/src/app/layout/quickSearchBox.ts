import { lazyPage } from '../lazyPage';

/**
 * The header's quick search (floating popover, tabs, scroll area) in its own chunk; until it is in,
 * the plain box, which already searches on Enter, stands in for it. Booting over the drawn landing
 * page, the app loads it first (main.tsx), so a box the visitor began typing in is the real one.
 */
export const QuickSearchBox = lazyPage(() =>
  import('../../modules/search/components/QuickSearchInput').then((m) => m.QuickSearchInput),
);
