import './lib/zodConfig';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './app/apollo';
import { primeGuest } from './app/primeGuest';
import { createAppRouter } from './app/router';

// The service worker and its update toast: production builds only, after the first render.
const UpdatePrompt = lazy(() => import('./app/serviceWorker/UpdatePrompt'));
const withServiceWorker = import.meta.env.PROD && 'serviceWorker' in navigator;
if (__EARMARK_BUILD__) document.documentElement.dataset.build = __EARMARK_BUILD__;

const router = createAppRouter();
const client = createApolloClient({ onAuthError: () => void router.navigate('/login') });
primeGuest(client);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first render is a transition: React renders the page in slices and lets the browser paint and
// answer input between them, instead of one long task that blocks the main thread.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
        {withServiceWorker && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
      </AppProviders>
    </StrictMode>,
  );
});
