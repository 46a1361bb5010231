import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
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
  reflections: 'src/modules/reflections/pages/ReflectionPage.tsx',
};

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

/** The <link> tags for one page chunk: its code and static imports, and its stylesheets. */
function pageLinks(manifest: Manifest, pageKey: string, loaded: Set<string>): string {
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
  visit(pageKey);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
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
  const bySegment = new Map<string, string>();
  for (const [segment, pageKey] of Object.entries(ROUTE_PAGES)) {
    const links = manifest[pageKey] ? pageLinks(manifest, pageKey, loaded) : '';
    bySegment.set(segment, links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml);
  }
  return (pathname) => bySegment.get(pathname.split('/')[1] ?? '') ?? indexHtml;
}
