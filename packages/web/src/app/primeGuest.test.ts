import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../lib/session';
import { CurrentUserQuery } from '../modules/auth';
import { primeGuest } from './primeGuest';

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe('primeGuest', () => {
  afterEach(() => localStorage.clear());

  it('answers the gate query as a guest when there is no session token', () => {
    const client = newClient();
    primeGuest(client);
    expect(client.readQuery({ query: CurrentUserQuery })).toEqual({ currentUser: null });
  });

  it('leaves the gate query to the server when a token is stored', () => {
    storeSession('token', new Date(Date.now() + 60_000).toISOString());
    const client = newClient();
    primeGuest(client);
    expect(client.readQuery({ query: CurrentUserQuery })).toBeNull();
  });
});
