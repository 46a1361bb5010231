/** What other features use of lists: they import it from here, never from its files. */
export { AddToListsProvider } from './components/AddToListsProvider';
export { ListCard } from './components/ListCard';
export { UserListsTab } from './components/UserListsTab';
export { ChartsListForNavQuery } from './graphql/ChartsListForNav';
export { useChartsLink } from './hooks/useChartsLink';
