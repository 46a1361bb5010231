/** What other features use of auth: they import it from here, never from its files. */
export { CurrentUserQuery } from './graphql/CurrentUser';
export { useCurrentUser } from './hooks/useCurrentUser';
