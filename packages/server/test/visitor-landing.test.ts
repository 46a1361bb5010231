import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { COLOR_SCHEME_SCRIPT } from '../src/web/color-scheme.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let app: FastifyInstance;

const PLAIN = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/react-1.js">';
const STYLE = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
const DRAWN = `<!doctype html><html><head>${SCRIPT}${PRELOAD}${STYLE}</head><body><div id="root"><h1>Keep a diary</h1></div></body></html>`;

/** A build with the landing page drawn in advance beside index.html, as `npm run build` writes it. */
function buildWithLanding(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-landing-'));
  writeFileSync(path.join(dist, 'index.html'), PLAIN);
  writeFileSync(path.join(dist, 'landing.html'), DRAWN);
  return dist;
}

beforeAll(async () => {
  app = await buildServer({
    config: { ...loadConfig({}), webDistDir: buildWithLanding(), supportEmail: 'help@example.test' },
    db: server.current.db,
    logger: false,
  });
});
afterAll(async () => app.close());

describe('the visitor landing page drawn in advance', () => {
  it('answers "/" with it when the page cannot be drawn with its data and the browser has no member hint, with the app configuration', async () => {
    const page = await app.inject({ method: 'GET', url: '/?ref=x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Keep a diary</h1>');
    expect(page.body).toContain('<meta name="earmark:support-email" content="help@example.test">');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Its scripts stay where the build put them: the app starts at once (this page has no data, so the
    // app draws it again: web main.tsx).
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // (Only the colour scheme's goes first, for a device following the system: color-scheme.test.ts.)
    expect(head).toBe(
      `<!doctype html><html data-mantine-color-scheme="light"><head><script>${COLOR_SCHEME_SCRIPT}</script>${SCRIPT}${PRELOAD}${STYLE}<meta name="earmark:support-email" content="help@example.test">`,
    );
  });

  it('answers the plain page to a browser where a member signed in, whatever other cookies it has', async () => {
    for (const cookie of ['earmark_member=1', 'theme=dark; earmark_member=1', 'earmark_member=1; x=2']) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.body, cookie).not.toContain('Keep a diary');
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('is only for "/": other routes and look-alike cookies get what they got before', async () => {
    const deep = await app.inject({ method: 'GET', url: '/releases/1' });
    expect(deep.body).not.toContain('Keep a diary');
    for (const cookie of ['earmark_member=0', 'not_earmark_member=1', 'earmark_member=12']) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.body, cookie).toContain('Keep a diary');
    }
  });
});
