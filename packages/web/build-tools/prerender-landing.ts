// entry point: `npm run build` runs it after the client and server-side builds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes dist/landing.html: index.html with the visitor's landing page already drawn in #root. The
 * server answers "/" with it to browsers without the member hint cookie (lib/session.ts).
 */
// React's production server renderer: no development messages or stacks in the page.
process.env.NODE_ENV = 'production';
const webDir = path.resolve(import.meta.dirname, '..');
// The server-side build stays in the build: the server draws visitors' catalog pages with it.
const ssrDir = path.join(webDir, 'dist/.ssr');
const { renderLanding } = (await import(pathToFileURL(path.join(ssrDir, 'serverRender.js')).href)) as {
  renderLanding(): Promise<string>;
};
const indexHtml = readFileSync(path.join(webDir, 'dist/index.html'), 'utf8');
const body = await renderLanding();
if (!indexHtml.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
const landing = indexHtml
  // Mantine sets this attribute from JavaScript; the drawn page needs its colours before that.
  .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
  .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
writeFileSync(path.join(webDir, 'dist/landing.html'), landing);
console.log(
  `dist/landing.html: the landing page drawn in advance (${(body.length / 1024).toFixed(1)} KB of HTML).`,
);
