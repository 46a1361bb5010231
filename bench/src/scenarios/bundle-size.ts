import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../server-process.ts';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};

/**
 * Gzipped JavaScript a visitor downloads for the landing route: the entry chunk, its static
 * imports, and the landing page's lazy chunk with its static imports (from Vite's manifest).
 */
export function landingRouteJsGzipBytes(landingModuleHint = 'Landing'): { bytes: number; files: string[] } {
  const dist = path.join(repoRoot, 'packages/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('packages/web/dist/.vite/manifest.json is missing: build the web app');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const wanted = new Set<string>();
  const addWithImports = (key: string) => {
    if (wanted.has(key) || !manifest[key]) return;
    wanted.add(key);
    for (const child of manifest[key].imports ?? []) addWithImports(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(key);
  const landing = Object.keys(manifest).find(
    (key) => key.includes(landingModuleHint) && key.endsWith('.tsx'),
  );
  if (landing) addWithImports(landing);
  const files = [...wanted].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { bytes, files };
}
