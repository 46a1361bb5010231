import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocumentImports } from './build-tools/graphqlDocumentImports.ts';
import { appShell } from './build-tools/serviceWorker.ts';
import { staticallyReachable } from './build-tools/staticGraph.ts';

const apiTarget = process.env.EARMARK_API_URL ?? 'http://localhost:3000';

/** Long-lived vendor chunks: they change less often than the app code, so browsers keep them cached. */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router)\//.test(id)) return 'router';
  if (/node_modules\/(@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable)/.test(id)) return 'apollo';
  return null;
}

/** What the shared groups below may take: our code and every library the vendor chunks leave out. */
const APP_AND_UI = /\/packages\/(web|shared)\/src\/|node_modules\//;

/** The member home / visitor landing page (build-tools/landing-bundle.ts measures its route's budget). */
const LANDING_PAGE = path.resolve(import.meta.dirname, 'src/modules/home/pages/HomePage.tsx');

/** The modules the landing page's static imports reach, worked out once per chunking pass. */
const landingGraphs = new WeakMap<object, Set<string>>();
function landingGraph(ctx: Rolldown.ChunkingContext): Set<string> {
  const home = ctx.getModuleInfo(LANDING_PAGE);
  if (!home) return new Set();
  let graph = landingGraphs.get(home);
  if (!graph) {
    graph = staticallyReachable(ctx, LANDING_PAGE);
    landingGraphs.set(home, graph);
  }
  return graph;
}

/**
 * Which of our own modules may be left out when nothing they export is used. @earmark/shared is pure
 * (enums, limits, zod schemas): without this, importing LIMITS would pull in every zod schema and zod.
 * The app's TypeScript is pure too, except the entry and lib/zodConfig.ts (imported for its effect):
 * so a feature's index.ts re-exports only cost what an importer uses (a component and its CSS come
 * with the component, not with the index).
 */
function pureModule(id: string): boolean | undefined {
  if (id.includes('/packages/shared/src/')) return false;
  if (/\/packages\/web\/src\/.*\.tsx?$/.test(id) && !/\/(main\.tsx|lib\/zodConfig\.ts)$/.test(id))
    return false;
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    graphqlDocumentImports(),
    // Brotli and gzip copies of every text asset beside it, served as they are by the server
    // (@fastify/static preCompressed): no compression work per request, the smallest files.
    // (The server-side build of the landing page, build-tools/prerender-landing.ts, needs neither.)
    !isSsrBuild &&
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.html$/] }),
    // The service worker (/sw.js) and the web app manifest: see build-tools/serviceWorker.ts.
    !isSsrBuild && VitePWA(appShell),
  ],
  // RxJS (Apollo Client's observables) in its ES2015 build: its default ES5 build carries tslib's
  // helpers and down-levelled classes, ~8 KB more in the Apollo chunk every first visit fetches.
  // (RxJS is the only dependency that exports by the `es2015` condition.)
  resolve: isSsrBuild ? {} : { conditions: [...defaultClientConditions, 'es2015'] },
  // The workspace's shared package is TypeScript source: bundled into the server-side build too.
  ssr: { noExternal: [/^@earmark\//] },
  // Which build a browser runs (html[data-build]); unset for an ordinary build.
  define: { __EARMARK_BUILD__: JSON.stringify(process.env.EARMARK_BUILD_ID ?? '') },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/covers': apiTarget,
      '/healthz': apiTarget,
      '/subscription-plans': apiTarget,
      '/create-checkout-session': apiTarget,
      '/create-portal-session': apiTarget,
      '/get-checkout-session': apiTarget,
    },
  },
  build: isSsrBuild
    ? // Served by nobody (@fastify/static ignores dot directories): the server imports it.
      { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet: the app's own CSS is 8 KB beside Mantine's 250 KB, and split per chunk it made
        // ten small render-blocking requests on the landing page alone (each a round trip on a phone's
        // first visit); one file is cached for every page.
        cssCodeSplit: false,
        rolldownOptions: {
          treeshake: { moduleSideEffects: pureModule },
          output: {
            codeSplitting: {
              groups: [
                { name: vendorChunk, debugName: 'vendor', priority: 2 },
                // Everything the entry imports statically is fetched on every first visit anyway: one chunk
                // instead of dozens of 2 KB ones, so a slow connection pays one round trip, not a queue of them.
                { name: 'shell', tags: ['$initial'], priority: 1 },
                // What every item's buttons and "…" menu add (web app/ItemFeatures.tsx): one chunk, which a
                // drawn page showing items runs before its first paint (server web/route-preloads.ts).
                {
                  name: 'itemParts',
                  test: /\/(ReflectActions|AddToListsMenuItem|RecommendMenuItem|PlayButton|PlayMenuItems|StaffMenuItems)\.tsx$/,
                  priority: 1,
                  // Only these files: their dependencies (Mantine's Modal, Tooltip, …) stay where every
                  // other page finds them. Pulled in, they made every chunk import this one, and the
                  // landing route's JavaScript grew by its 43 KB.
                  includeDependenciesRecursively: false,
                },
                // A first visit fetched 36–105 scripts before the first paint (most under 1 KB: a Mantine
                // component, an icon, one of our components), each a request on a phone's connection.
                // Two groups take the shared ones instead (bench/README.md, Lighthouse, "Session 19").
                // 1. What the landing page's static imports reach (as tree-shaking keeps them) and another
                //    chunk uses too: one chunk (7 KB compressed) that the landing needs all of and most pages
                //    most of. What only the landing uses stays in its own chunk.
                {
                  name: (id: string, ctx: Rolldown.ChunkingContext) =>
                    landingGraph(ctx).has(id) ? 'landingShared' : null,
                  test: APP_AND_UI,
                  minShareCount: 2,
                  priority: 0.5,
                },
                // 2. The rest of what at least six chunks use (Mantine's menus, modals, tabs and inputs, shared
                //    components): none of it is the landing's, so the landing never imports this chunk and its
                //    route keeps its budget (build-tools/check-bundle-budget.ts fails if the reading of its
                //    imports ever misses one). A page takes the whole chunk for a part of it: six was measured
                //    against four (fewer requests, up to 37 KB more) and eight (more requests, fewer bytes).
                { name: 'common', test: APP_AND_UI, minShareCount: 6, priority: 0 },
              ],
            },
          },
        },
      },
}));
