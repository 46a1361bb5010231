import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { lazy, StrictMode, Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/AppTree';
import { createApolloClient } from './app/apollo';
import { startFirstQuery } from './app/firstQueries';
import { QuickSearchBox } from './app/layout/quickSearchBox';
import { preloadRoute } from './app/preloadRoute';
import { primeGuest } from './app/primeGuest';
import { restoreDrawnCache } from './app/restoreDrawnCache';
import { createAppRouter } from './app/router';
import { syncMemberHint } from './lib/session';
import { useBrowserIdle } from './lib/useBrowserIdle';

// The service worker and its update toast: production builds only, once the browser is idle.
const UpdatePrompt = lazy(() => import('./app/serviceWorker/UpdatePrompt'));
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
/**
 * Tells public/after-paint.js that the app's page is in place, so what the reader began on the drawn
 * page carries over to it: as the first commit ends, before the browser takes another key (drawn
 * again, the drawn field has just left the document with the focus, and a key typed before the
 * carry-over would land nowhere). Parts of an adopted page that React adopts in later slices (its
 * Suspense boundaries) are waited for by after-paint.js, control by control.
 */
function AppReady() {
  useLayoutEffect(() => {
    // Just after the commit, not inside it: inside, React holds the updates the carry-over causes
    // until the commit ends, and sets the field back to its old state meanwhile.
    queueMicrotask(() => window.dispatchEvent(new Event('earmark:app-ready')));
  }, []);
  return null;
}

if (__EARMARK_BUILD__) document.documentElement.dataset.build = __EARMARK_BUILD__;

const router = createAppRouter();
const client = createApolloClient({ onAuthError: () => void router.navigate('/login') });
const drawnFor = restoreDrawnCache(client);
primeGuest(client);
startFirstQuery(client, new URL(window.location.href));

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
        extra={
          <>
            <AppReady />
            {withServiceWorker && <ServiceWorkerWhenIdle />}
          </>
        }
      />
    </StrictMode>
  );
  // The first render is a transition: React renders the page in slices and lets the browser paint and
  // answer input between them, instead of one long task that blocks the main thread.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The server sent the page already drawn (server web/spa.ts), and its scripts waited for the reader's
// first touch (public/after-paint.js). Its page chunk, preloaded by the HTML, must be in before the
// first render, or the page would give way to the loading fallback; so must the header's quick
// search, drawn as the app draws it. (Not a top-level await: the page chunk imports this entry,
// which must finish first.)
// - Drawn for this member, from the data now in the cache: the app adopts the markup as it is
//   (hydration), which spares drawing the whole page again.
// - The landing page or a visitor's page: the app draws the same page over it.
// Either way after-paint.js then carries over what the reader began (a press, typed text) once
// AppReady says the app's page is in place.
if (root.hasChildNodes())
  void Promise.all([preloadRoute(window.location.pathname), QuickSearchBox.preload()]).then(() =>
    renderApp(root, { hydrate: drawnFor === 'member' }),
  );
else renderApp(root);
