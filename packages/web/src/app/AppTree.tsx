import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';

type Props = {
  client: ApolloClient;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  router: ReactNode;
  /** What the browser adds beside the pages (the service worker's prompt); false on the server. */
  extra: ReactNode;
};

/**
 * The app's tree, one shape for the browser and the server (app/serverRender.tsx): React's ids
 * (useId, which Mantine builds on) follow the tree's shape, and a page the browser adopts from the
 * server (hydration) must get the ids it was drawn with.
 */
export function AppTree({ client, router, extra }: Props) {
  return (
    <AppProviders client={client}>
      {router}
      {extra}
    </AppProviders>
  );
}
