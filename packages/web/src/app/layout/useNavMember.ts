import { useQuery } from '@apollo/client/react';
import { useCurrentUser } from '../../modules/auth';
import { CurrentUserForNavQuery } from './graphql/CurrentUserForNav';

/** The member as the top bar shows them (with avatar), or null for a visitor. */
export function useNavMember() {
  const currentUser = useCurrentUser();
  const { data } = useQuery(CurrentUserForNavQuery, { skip: !currentUser });
  if (!currentUser) return null;
  return { ...currentUser, avatar: data?.currentUser?.avatar ?? null };
}
