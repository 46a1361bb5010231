import { useQuery } from '@apollo/client/react';
import { useCurrentUser } from '../../auth';
import { CurrentUserSupportQuery } from '../graphql/CurrentUserSupport';

/** The signed-in member's supporter flags (null for a visitor or while they load). */
export function useSupporterStatus() {
  const member = useCurrentUser();
  const { data, refetch } = useQuery(CurrentUserSupportQuery, { skip: !member });
  return { status: member ? (data?.currentUser ?? null) : null, refetch };
}
