// entry point: built by `vite build --ssr` (package.json "build") and run by build-tools/prerender-landing.ts.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CurrentUserQuery } from '../modules/auth';
import { AppProviders } from './AppProviders';
import { HomePage } from './pages';
import { appRoutes } from './routes';
import { possibleTypes, typePolicies } from './typePolicies';

/**
 * The visitor's landing page as HTML, drawn at build time: the header, the hero and the space kept for
 * the sections below, so a first visit paints before any JavaScript has run. The client renders the
 * same tree over it (main.tsx); the sections' data load then, as on any visit.
 */
export async function renderLanding(): Promise<string> {
  await HomePage.preload();
  // No link: nothing is fetched at build time, so every query is still loading (its skeleton).
  const client = new ApolloClient({
    link: ApolloLink.empty(),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
  client.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`the landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Lazy parts of the layout (the header's quick search) are drawn as their fallbacks, which are made
  // to look the same; the page itself was loaded above.
  return renderToString(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
