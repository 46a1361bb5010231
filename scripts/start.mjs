#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then serves
// Earmark (API + SPA): a supervising primary prepares the database and keeps WEB_CONCURRENCY worker
// processes serving (packages/server/src/main.ts). A second start on an unchanged checkout skips the build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureWebBuild()) process.exit(1);

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
