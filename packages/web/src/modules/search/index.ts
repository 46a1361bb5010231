/** What other features use of search: they import it from here, never from its files. */
export { PlainSearchInput } from './components/PlainSearchInput';
export { QuickSearchInput } from './components/QuickSearchInput';
export type { SearchHit } from './hit';
export { useSearchSuggestions } from './hooks/useSearchSuggestions';
