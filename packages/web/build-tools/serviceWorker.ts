import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The offline page: served (from the precache) to a navigation that cannot reach the server. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The service worker and the web app manifest (vite-plugin-pwa with Workbox's generateSW):
 * - /sw.js, scope /, precaches the built shell: every script, stylesheet, icon and the offline page.
 *   Hashed files are then served from the cache, so an open tab keeps loading its own version's
 *   chunks after a deploy.
 * - Navigations always go to the network (the server writes each page's preloads and the support
 *   address into index.html), and fall back to the offline page when there is none.
 * - Nothing else is routed: GraphQL requests (POST and GET), covers and REST calls are never cached.
 * - registerType "prompt": a new version waits until the member chooses Refresh in the update toast
 *   (app/serviceWorker), which checks for one every hour.
 */
export const appShell: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  scope: '/',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Earmark',
    short_name: 'Earmark',
    description:
      'A social diary for music: mark what you listened to, rate, reflect, build lists, share with friends.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#e8590c',
    categories: ['music', 'social', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,woff2,html}'],
    // index.html comes from the server on every navigation, never from the cache.
    globIgnores: ['index.html', '**/*.map'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    // One file: no separate workbox-<hash>.js to fetch (and to keep cacheable) beside sw.js.
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
    ],
  },
};
