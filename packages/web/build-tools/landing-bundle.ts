import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The member home / visitor landing page: the lazy chunk `/` loads. */
const LANDING_PAGE = 'src/modules/home/pages/HomePage.tsx';

/**
 * Gzipped JavaScript a visitor downloads for the landing route `/`: the entry chunk, its static
 * imports, and the landing page's lazy chunk with its static imports, read from Vite's manifest.
 */
export function landingRouteJsGzipBytes(distDir: string): {
  bytes: number;
  files: string[];
  sizes: Map<string, number>;
} {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[LANDING_PAGE])
    throw new Error(`The manifest has no ${LANDING_PAGE}: was the landing page moved?`);
  const wanted = new Set<string>();
  const addWithImports = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const child of manifest[key].imports ?? []) addWithImports(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(key);
  addWithImports(LANDING_PAGE);
  const files = [...wanted].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const sizes = new Map(files.map((file) => [file, gzipSync(readFileSync(path.join(distDir, file))).length]));
  const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return { bytes, files, sizes };
}
