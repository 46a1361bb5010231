import { useApolloClient } from '@apollo/client/react';
import { storeSession } from '../session';

type Grant = { token: string; expiresAt: string };

/** Keeps a new session (token and expiry in local storage) and reloads every query as that member. */
export function useStartSession() {
  const client = useApolloClient();
  return async (grant: Grant) => {
    storeSession(grant.token, grant.expiresAt);
    await client.resetStore();
  };
}
