import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/AppTree';
import { createApolloClient } from './app/apollo';
import { firstQueryRoute, startFirstQuery } from './app/firstQueries';
import { preloadItemParts } from './app/ItemFeatures';
import { QuickSearchBox } from './app/layout/quickSearchBox';
import { optionalPart } from './app/optionalPart';
import { preloadRoute } from './app/preloadRoute';
import { primeGuest } from './app/primeGuest';
import { drawAgainForThisSession, restoreDrawnCache } from './app/restoreDrawnCache';
import { createAppRouter } from './app/router';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { syncMemberHint } from './lib/session';
import { useBrowserIdle } from './lib/useBrowserIdle';
import { setAdoptingDrawnPage } from './lib/useInView';

// The service worker and its update toast: production builds only, once the browser is idle.
const UpdatePrompt = optionalPart(() => import('./app/serviceWorker/UpdatePrompt').then((m) => m.default));
const withServiceWorker = import.meta.env.PROD && 'serviceWorker' in navigator;

/** The service worker and its toast load once the browser is idle: nothing on the first screen needs them. */
function ServiceWorkerWhenIdle() {
  if (!useBrowserIdle()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

if (__EARMARK_BUILD__) document.documentElement.dataset.build = __EARMARK_BUILD__;

const router = createAppRouter();
const client = createApolloClient({ onAuthError: () => void router.navigate('/login') });
const drawnFor = restoreDrawnCache(client);
primeGuest(client);
startFirstQuery(client, new URL(window.location.href));

// The items' buttons and menus, on the drawn pages whose first screen shows items (where the server
// runs their chunk before the paint too, web/route-preloads.ts): in before the app adopts the page,
// so they are drawn at once; elsewhere they load when first shown.
if (firstQueryRoute(window.location.pathname)?.items) void preloadItemParts();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
syncMemberHint();

/**
 * Renders the app into #root: over a drawn page, the same markup replaces it; `hydrate` adopts the
 * drawn markup as it is instead, attaching the app to it.
 */
function renderApp(container: HTMLElement, { hydrate = false } = {}) {
  const app = (
    <StrictMode>
      <AppTree
        client={client}
        router={<RouterProvider router={router} />}
        extra={withServiceWorker && <ServiceWorkerWhenIdle />}
      />
    </StrictMode>
  );
  // The first render is a transition: React renders the page in slices and lets the browser paint and
  // answer input between them, instead of one long task that blocks the main thread.
  setAdoptingDrawnPage(hydrate);
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The server sent the page already drawn (server web/spa.ts), with this script and the first screen's
// chunks in its head, run before the page is first shown: the app starts at once. Its page chunk must
// be in before the first render, or the page would give way to the loading fallback.
// (Not a top-level await: the page chunk imports this entry, which must finish first.)
// The header's quick search (a wide screen's; a phone's header has none) is not waited for: its
// popover's code (20 KB, and on the landing the 70 KB `common` chunk under it) would hold every page's
// first paint, so it is asked for once the page has been painted. Its box is drawn as a plain field
// of a real GET form, so a click focuses it, typing fills it and Enter searches before its code is in;
// React adopts it when it arrives (its Suspense boundary stays as drawn until then) and takes what
// was typed (lib/useTypedBeforeAdoption.ts).
afterFirstPaint(() => void QuickSearchBox.preload());
// - Drawn for this browser (a visitor's page where no session is kept, a member's for the session
//   this browser holds), from the data now in the cache: the app adopts the markup as it is
//   (hydration). React listens from this moment: a click or a key on a part not yet adopted makes
//   React adopt it at once and then handles it (selective hydration), so nothing is recorded or
//   replayed by hand, and the drawn page is not drawn again.
// - Drawn for someone else (a session that does not match, its cookies now written back): asked for
//   again, drawn for this session, before it is shown; if it comes back drawn for someone else again,
//   the app draws its own page over it.
const drawnForSomeoneElse = root.hasChildNodes() && drawnFor === null;
// (When it is asked for again, nothing of this page is shown.)
if (!(drawnForSomeoneElse && drawAgainForThisSession())) {
  if (root.hasChildNodes())
    void preloadRoute(window.location.pathname).then(() => renderApp(root, { hydrate: drawnFor !== null }));
  else renderApp(root);
}
