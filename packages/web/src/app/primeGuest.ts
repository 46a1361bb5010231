import type { ApolloClient } from '@apollo/client';
import { readTokenAtStart } from '../lib/session';
import { CurrentUserQuery } from '../modules/auth';

/**
 * Without a session token the current user can only be a guest, so the gate query is answered
 * from the cache and a visitor's first screen waits for no round trip to the server.
 */
export function primeGuest(client: ApolloClient): void {
  if (!readTokenAtStart()) client.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
}
