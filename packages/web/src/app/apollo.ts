import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { clearSession, readToken } from '../lib/session';
import { possibleTypes, typePolicies } from './typePolicies';

const AUTH_ERROR_CODES = new Set(['UNAUTHENTICATED', 'INVALID_CREDENTIALS']);

type Options = {
  /** Called after an authentication error has cleared the session, to show the login page. */
  onAuthError: () => void;
};

export function createApolloClient({ onAuthError }: Options): ApolloClient {
  const authLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, authorization: readToken() },
  }));

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const isAuthError = error.errors.some((e) => AUTH_ERROR_CODES.has(String(e.extensions?.code)));
    // A wrong password on the login form is shown there; it must not bounce the page. Nor must the
    // signup form's check that its new session opens (keepSessionOnAuthError).
    if (!isAuthError || operation.operationName?.toLowerCase() === 'login') return;
    if (operation.getContext().keepSessionOnAuthError) return;
    clearSession();
    onAuthError();
    void client.resetStore().catch(() => undefined);
  });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
  return client;
}
