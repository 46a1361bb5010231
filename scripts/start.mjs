#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then serves
// Earmark (API + SPA): a supervising primary prepares the database and keeps WEB_CONCURRENCY worker
// processes serving (packages/server/src/main.ts). A second start on an unchanged checkout skips the build.
import { spawn, spawnSync } from 'node:child_process';
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

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@earmark/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: {
    // Production unless told otherwise: no GraphiQL, no introspection, no stack traces (`npm run dev` keeps them).
    NODE_ENV: 'production',
    ...process.env,
    DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
