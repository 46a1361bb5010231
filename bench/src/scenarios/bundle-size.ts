import path from 'node:path';
import { landingRouteJsGzipBytes as measure } from '../../../packages/web/build-tools/landing-bundle.ts';
import { repoRoot } from '../server-process.ts';

/** Gzipped JavaScript a visitor downloads for the landing route (the same measure CI budgets). */
export function landingRouteJsGzipBytes(): { bytes: number; files: string[] } {
  return measure(path.join(repoRoot, 'packages/web/dist'));
}
