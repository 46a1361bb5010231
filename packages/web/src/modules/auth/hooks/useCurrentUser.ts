import { useQuery } from '@apollo/client/react';
import { CurrentUserQuery } from '../graphql/CurrentUser';

/** The signed-in member, or null for a visitor. Served from the cache once the gate has loaded it. */
export function useCurrentUser() {
  const { data } = useQuery(CurrentUserQuery);
  return data?.currentUser ?? null;
}
