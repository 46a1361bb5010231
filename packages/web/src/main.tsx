import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
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
if (__EARMARK_BUILD__) document.documentElement.dataset.build = __EARMARK_BUILD__;

const router = createAppRouter();
const client = createApolloClient({ onAuthError: () => void router.navigate('/login') });
restoreDrawnCache(client);
primeGuest(client);
startFirstQuery(client, new URL(window.location.href));

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
syncMemberHint();

function renderApp(container: HTMLElement) {
  // The first render is a transition: React renders the page in slices and lets the browser paint and
  // answer input between them, instead of one long task that blocks the main thread.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders client={client}>
          <RouterProvider router={router} />
          {withServiceWorker && <ServiceWorkerWhenIdle />}
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The server sent the page already drawn (the landing page, a visitor's catalog page; server
// web/spa.ts): its chunk, preloaded by the HTML, must be in before the first render, or the page
// would give way to the loading fallback; so must the quick search, which the visitor may have begun
// typing in (public/after-paint.js). (Not a top-level await: the page chunk imports this entry,
// which must finish first.)
if (root.hasChildNodes())
  void Promise.all([preloadRoute(window.location.pathname), QuickSearchBox.preload()]).then(() =>
    renderApp(root),
  );
else renderApp(root);
