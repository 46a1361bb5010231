import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';

/**
 * A page's own first query, which the app's boot starts beside the current user's for a member
 * (app/firstQueries.ts): the gate renders no page before the current user has loaded, so the page's
 * query would otherwise start a whole round trip later. The page asks for the same query and
 * variables, and finds the answer in the cache or joins the request in flight.
 */
export type FirstQuery = (client: ApolloClient, params: Params) => void;

/** A first query for a page: its query document and how the route's parameters make its variables. */
export function firstQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: (params: Params) => TVariables,
): FirstQuery {
  return (client, params) => {
    // A failure is the page's to show, when it asks again.
    void client.query({ query, variables: variables(params) }).catch(() => undefined);
  };
}
