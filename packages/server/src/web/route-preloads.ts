import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy page chunk each first-screen route loads, by the route's first path segment. With its
 * chunk named in the HTML, the browser fetches the page's code beside the entry instead of after it
 * has run. Routes not listed load their chunk as before.
 */
export const ROUTE_PAGES: Record<string, string> = {
  '': 'src/modules/home/pages/HomePage.tsx',
  releases: 'src/modules/releases/pages/ReleasePage.tsx',
  songs: 'src/modules/songs/pages/SongPage.tsx',
  artists: 'src/modules/artists/pages/ArtistPage.tsx',
  search: 'src/modules/search/pages/SearchPage.tsx',
  users: 'src/modules/users/pages/UserPage.tsx',
  lists: 'src/modules/lists/pages/ListPage.tsx',
  reflections: 'src/modules/reflections/pages/ReflectionPage.tsx',
  welcome: 'src/modules/help/pages/WelcomePage.tsx',
  faq: 'src/modules/help/pages/FaqPage.tsx',
  'privacy-policy': 'src/modules/help/pages/PrivacyPolicyPage.tsx',
};

/**
 * The parts every item's buttons and "…" menu add (web app/ItemFeatures.tsx, grouped into one chunk
 * by the web build), for the routes whose first screen shows items: run with the page's chunk, so an
 * item's Reflect or Play works at the first click and its menu opens complete.
 */
const ITEM_PARTS_CHUNK = 'itemParts';
const ITEM_ROUTES = new Set(['releases', 'songs', 'artists', 'search', 'users', 'lists']);

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
 * index.html per first path segment, with the route's page chunk preloaded; answers the plain
 * page for any other path, or when the build has no manifest.
 */
export function routeHtml(distDir: string, indexHtml: string): (pathname: string) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return () => indexHtml;
  const loaded = entryChunks(manifest);
  const named = (name: string) => Object.keys(manifest).find((key) => manifest[key]?.name === name);
  const header = named(HEADER_CHUNK);
  const itemParts = named(ITEM_PARTS_CHUNK);
  const bySegment = new Map<string, string>();
  for (const [segment, pageKey] of Object.entries(ROUTE_PAGES)) {
    const items = itemParts && ITEM_ROUTES.has(segment) ? [itemParts] : [];
    const links = manifest[pageKey]
      ? chunkLinks(manifest, [pageKey, ...items], loaded, header ? [header] : [])
      : '';
    bySegment.set(segment, links ? indexHtml.replace('</head>', () => `${links}</head>`) : indexHtml);
  }
  return (pathname) => bySegment.get(pathname.split('/')[1] ?? '') ?? indexHtml;
}
