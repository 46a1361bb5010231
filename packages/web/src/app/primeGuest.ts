import type { ApolloClient } from '@apollo/client';
import { rememberTokenAtStart } from '../lib/session';
import { CurrentUserQuery } from '../modules/auth';

/**
 * Without a session token the current user can only be a guest, so the gate query is answered
 * from the cache and a visitor's first screen waits for no round trip to the server. The token read
 * here is the one the app's current-user answer is about (useAnonymousSession).
 */
export function primeGuest(client: ApolloClient): void {
  if (!rememberTokenAtStart()) client.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
}
