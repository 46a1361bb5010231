import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router';

/** Where a page's first query is asked for: the route's parameters and the URL's search part. */
export type FirstQueryRoute = { params: Params; search: URLSearchParams };

/**
 * A page's own first query. The app's boot starts it beside the current user's for a member
 * (app/firstQueries.ts): the gate renders no page before the current user has loaded, so the page's
 * query would otherwise start a whole round trip later. The server awaits it to draw a visitor's
 * page (app/serverRender.tsx). The page asks for the same query and variables, and finds the answer
 * in the cache or joins the request in flight. Settles when the answer is in the cache or has
 * failed (a failure is the page's to show, when it asks again).
 */
export type FirstQuery = (client: ApolloClient, route: FirstQueryRoute) => Promise<void>;

/**
 * A first query for a page: its query document and how the route makes its variables (null when
 * the page asks for nothing there).
 */
export function firstQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: (route: FirstQueryRoute) => TVariables | null,
): FirstQuery {
  return async (client, route) => {
    const asked = variables(route);
    if (!asked) return;
    await client.query({ query, variables: asked }).catch(() => undefined);
  };
}

/** The first query of a page that asks for nothing (a help page): drawn by the server all the same. */
export const noFirstQuery: FirstQuery = async () => undefined;
