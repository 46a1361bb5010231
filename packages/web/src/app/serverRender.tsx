// entry point: built by `vite build --ssr` (package.json "build") into dist/.ssr; build-tools/
// prerender-landing.ts draws the landing page with it, the server (server/src/web/drawn-pages.ts)
// the member home and the catalog pages per request.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DrawingClock } from '../lib/clock';
import { RequestCookies } from '../lib/cookies';
import { DEFAULT_DESCRIPTION, documentTitle, type PageMeta, PageMetaCollector } from '../lib/usePageMeta';
import { CurrentUserQuery } from '../modules/auth';
import { AppTree } from './AppTree';
import { runFirstQuery } from './firstQueries';
import { preloadRoute } from './preloadRoute';
import { DRAWN_CACHE_ID, type DrawnFor } from './restoreDrawnCache';
import { appRoutes } from './routes';
import { possibleTypes, typePolicies } from './typePolicies';

/** The server gives its renderer the configuration it writes into index.html (lib/appConfig.ts). */
export { setDrawingConfig as setAppConfig } from '../lib/appConfig';

/**
 * The client a page is drawn with: what it asks goes through `link`. A guest's knows who it is
 * without asking; a member's asks (isMember).
 */
function drawingClient(link: ApolloLink, drawnFor: DrawnFor): ApolloClient {
  const client = new ApolloClient({
    link,
    ssrMode: true,
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
  if (drawnFor === 'guest') client.writeQuery({ query: CurrentUserQuery, data: { currentUser: null } });
  return client;
}

/** The app's tree at `url` for a guest; its page leaves its title and description in `meta`. */
async function appAt(
  client: ApolloClient,
  url: URL,
  meta: PageMeta | null = null,
  cookies: string | null = null,
  drawnAt: number | null = null,
): Promise<ReactNode> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Lazy parts of the layout (the header's quick search) are drawn as their fallbacks, which are made
  // to look the same; the page itself is loaded ahead (preloadRoute).
  return (
    <PageMetaCollector value={meta}>
      <RequestCookies value={cookies}>
        <DrawingClock value={drawnAt}>
          <AppTree
            client={client}
            router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
            extra={null}
          />
        </DrawingClock>
      </RequestCookies>
    </PageMetaCollector>
  );
}

/**
 * Renders and asks again until every query the page renders is answered (sections drawn only as they
 * come near stay placeholders), at most MAX_RENDERS times: the page is complete, nothing in it waits
 * for the app to boot.
 */
const MAX_RENDERS = 4;

/** How renderToString marks a Suspense boundary it could not finish (the client renders it). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The visitor's landing page as HTML, drawn at build time: the header, the hero and the space kept for
 * the sections below, so a first visit paints before any JavaScript has run. The client renders the
 * same tree over it (main.tsx); the sections' data load then, as on any visit.
 */
export async function renderLanding(): Promise<string> {
  await preloadRoute('/');
  // No link: nothing is fetched at build time, so every query is still loading (its skeleton).
  return renderToString(
    await appAt(drawingClient(ApolloLink.empty(), 'guest'), new URL('http://localhost/')),
  );
}

/**
 * A member's client asks who they are; it must be a member, or the page is not drawn for them (null).
 * A guest is drawn as a guest.
 */
async function drawnMember(client: ApolloClient, drawnFor: DrawnFor) {
  if (drawnFor === 'guest') return { guest: true };
  const { data } = await client.query({ query: CurrentUserQuery }).catch(() => ({ data: undefined }));
  return data?.currentUser ?? null;
}

/**
 * A page drawn by the server with its data (the member home, a release, an artist, a member's profile,
 * a search), for a guest or for the member whose session `fetch` carries: `fetch` answers the GraphQL
 * requests as /graphql would (the server passes its own, in-process); `cookies` is the request's
 * Cookie header (what the page shows by a cookie, lib/cookies.ts useCookie). `root` goes into #root, `data`
 * after it: a script element with the client's cache, which the app starts from
 * (restoreDrawnCache.ts), so its first render is the same page; `title` and `description` into the
 * <head>. Null for a page the server does not draw, a session that is not (or no longer) a member's,
 * or a page one of whose queries failed.
 */
export async function renderPage(
  href: string,
  fetch: typeof globalThis.fetch,
  drawnFor: DrawnFor,
  cookies = '',
): Promise<{ root: string; data: string; title: string; description: string } | null> {
  const url = new URL(href, 'http://localhost');
  // A page drawn from a failed answer is not sent drawn: an error is not kept in the cache the app
  // starts from, so the app's first render would differ (loading where the server drew the error or a
  // not-found page: /users/nobody/stats), and React would report a mismatch. The plain page is sent.
  let failed = false;
  const noteFailure = new ErrorLink(() => {
    failed = true;
  });
  const link = ApolloLink.from([noteFailure, new HttpLink({ uri: 'http://localhost/graphql', fetch })]);
  const client = drawingClient(link, drawnFor);
  const [member, drawn] = await Promise.all([drawnMember(client, drawnFor), runFirstQuery(client, url)]);
  if (!member || !drawn) return null;
  // (The header's quick search is not preloaded here: drawn before its code has loaded in this process,
  // the page is drawn again once it has, below.)
  await preloadRoute(url.pathname);
  const meta: PageMeta = {};
  const drawnAt = Date.now();
  const tree = await appAt(client, url, meta, cookies, drawnAt);
  let { result: root } = await prerenderStatic({
    tree,
    renderFunction: renderToString,
    maxRerenders: MAX_RENDERS,
  });
  // A lazy part whose code was still loading (the first pages a process draws) is left to the client
  // ("<!--$!-->"): drawn again once it has loaded, so the page is complete and adopts cleanly.
  for (let attempt = 0; attempt < MAX_RENDERS && root.includes(CLIENT_RENDERED); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    root = renderToString(tree);
  }
  if (failed) return null;
  // In a <script type="application/json">: "<" escaped so no text of the data can close the element.
  const cache = JSON.stringify(client.extract()).replace(/</g, '\\u003c');
  return {
    root,
    data: `<script type="application/json" id="${DRAWN_CACHE_ID}" data-for="${drawnFor}" data-drawn-at="${drawnAt}">${cache}</script>`,
    title: documentTitle(meta.title),
    description: meta.description ?? DEFAULT_DESCRIPTION,
  };
}
