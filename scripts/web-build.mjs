// The web app's production build (packages/web/dist), made when it is missing or older than its
// sources: `npm start` calls it before serving, and the journeys' config once before its servers start
// (so two servers starting at once never build into the same directory together).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const webInputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'public'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(root, 'packages/shared/src'),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(input) > builtAt);
}

/** Builds the web app unless SKIP_WEB_BUILD=1 or its build is fresh; returns false when the build failed. */
export function ensureWebBuild() {
  if (process.env.SKIP_WEB_BUILD === '1' || !webBuildIsStale()) return true;
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@earmark/web'], { cwd: root, stdio: 'inherit' });
  return build.status === 0;
}
