import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A route whose page chunk the HTML names: its path, its page's module, and whether items show. */
type RoutePage = { path: RegExp; page: string; items?: boolean };

/**
 * The lazy page chunk each first-screen route loads, by its path (the web app's routes, app/routes.tsx;
 * the first that matches). With its chunk named in the HTML, the browser fetches the page's code
 * beside the entry instead of after it has run, and a drawn page runs it before its paint. Routes not
 * listed load their chunk as before. `items`: the first screen shows items, whose buttons and "…" menu
 * come in their own chunk (web app/ItemFeatures.tsx), run with the page's so an item's Reflect or Play
 * works at the first click and its menu opens complete.
 * (By path, not by first segment: /users/x/stats once preloaded the profile's chunk, and the stats
 * page's own code came after the paint.)
 */
export const ROUTE_PAGES: RoutePage[] = [
  { path: /^\/$/, page: 'src/modules/home/pages/HomePage.tsx' },
  { path: /^\/releases\/[^/]+(\/[^/]+)?$/, page: 'src/modules/releases/pages/ReleasePage.tsx', items: true },
  { path: /^\/songs\/[^/]+(\/[^/]+)?$/, page: 'src/modules/songs/pages/SongPage.tsx', items: true },
  { path: /^\/artists\/[^/]+(\/[^/]+)?$/, page: 'src/modules/artists/pages/ArtistPage.tsx', items: true },
  { path: /^\/search$/, page: 'src/modules/search/pages/SearchPage.tsx', items: true },
  { path: /^\/users\/[^/]+\/stats$/, page: 'src/modules/stats/pages/StatsPage.tsx', items: true },
  {
    path: /^\/users\/[^/]+\/year\/[^/]+$/,
    page: 'src/modules/stats/pages/YearInReviewPage.tsx',
    items: true,
  },
  { path: /^\/users\/[^/]+(\/[^/]+)?$/, page: 'src/modules/users/pages/UserPage.tsx', items: true },
  // A list, not the index, a new list or a list's editor (pages of their own).
  {
    path: /^\/lists\/(?!new$)[^/]+(\/(?!edit$)[^/]+)?$/,
    page: 'src/modules/lists/pages/ListPage.tsx',
    items: true,
  },
  { path: /^\/reflections\/[^/]+$/, page: 'src/modules/reflections/pages/ReflectionPage.tsx' },
  { path: /^\/collection$/, page: 'src/modules/collection/pages/CollectionPage.tsx', items: true },
  { path: /^\/lists$/, page: 'src/modules/lists/pages/ListsPage.tsx' },
  { path: /^\/welcome$/, page: 'src/modules/help/pages/WelcomePage.tsx' },
  { path: /^\/faq$/, page: 'src/modules/help/pages/FaqPage.tsx' },
  { path: /^\/privacy-policy$/, page: 'src/modules/help/pages/PrivacyPolicyPage.tsx' },
];

/** The chunk of every item's buttons and "…" menu, by its name (grouped by the web build). */
const ITEM_PARTS_CHUNK = 'itemParts';

/**
 * The header's quick search, by its chunk's name: its box is drawn in the header of a wide screen,
 * so its stylesheet belongs in the head. Its code is not named: the app loads it as it starts (web
 * main.tsx), after the first paint; until then the box is a plain field of a GET form.
 */
const HEADER_CHUNK = 'QuickSearchInput';

/**
 * Marks the preloads of the first screen's own chunks (the page and, where items show, their
 * buttons and menus): a drawn page runs them before its first paint (spa.ts), so what the reader
 * sees already works.
 */
export const FIRST_SCREEN = 'data-first-screen';

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Every chunk the entry loads by itself (already in index.html). */
function entryChunks(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
}

/**
 * The <link> tags for chunks the first screen needs: their code and static imports, and stylesheets;
 * of the `stylesOf` chunks, their own stylesheets only.
 */
function chunkLinks(manifest: Manifest, keys: string[], loaded: Set<string>, stylesOf: string[]): string {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  for (const key of stylesOf) for (const css of manifest[key]?.css ?? []) styles.add(css);
  const pages = new Set(keys.map((key) => manifest[key]?.file));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="/${file}"${pages.has(file) ? ` ${FIRST_SCREEN}` : ''}>`,
    ),
  ].join('');
}

/**
 * index.html per route of ROUTE_PAGES, with the route's page chunk preloaded; answers the plain
 * page for any other path, or when the build has no manifest.
 */
export function routeHtml(distDir: string, indexHtml: string): (pathname: string) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return () => indexHtml;
  const loaded = entryChunks(manifest);
  const named = (name: string) => Object.keys(manifest).find((key) => manifest[key]?.name === name);
  const header = named(HEADER_CHUNK);
  const itemParts = named(ITEM_PARTS_CHUNK);
  const byRoute = ROUTE_PAGES.map(({ path, page, items }) => {
    const parts = itemParts && items ? [itemParts] : [];
    const links = manifest[page]
      ? chunkLinks(manifest, [page, ...parts], loaded, header ? [header] : [])
      : '';
    return { path, html: links ? indexHtml.replace('</head>', () => `${links}</head>`) : indexHtml };
  });
  return (pathname) => byRoute.find(({ path }) => path.test(pathname))?.html ?? indexHtml;
}
