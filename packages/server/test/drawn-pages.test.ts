import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { COLOR_SCHEME_SCRIPT, withColorScheme } from '../src/web/color-scheme.ts';
import { RENDERER_PATH } from '../src/web/drawn-pages.ts';
import { buildCheck, buildRelease, buildSession } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let app: FastifyInstance;

const SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
/** The entry on a drawn page: it runs before the page is shown (spa.ts runBeforePaint). */
const SCRIPT_BEFORE_PAINT =
  '<script type="module" crossorigin blocking="render" src="/assets/index-1.js"></script>';
const DESCRIPTION = '<meta name="description" content="A diary for music.">';
// Over the 1 KB below which answers go uncompressed.
const NOSCRIPT = `<noscript>${'Earmark needs JavaScript turned on to run. '.repeat(30)}</noscript>`;
const INDEX = `<!doctype html><html lang="en"><head><title>Earmark</title>${DESCRIPTION}${SCRIPT}</head><body><div id="root"></div>${NOSCRIPT}</body></html>`;

/**
 * A stand-in for the web build's renderer (web app/serverRender.tsx, whose own drawing e2e
 * `catalog.spec.ts` and `social.spec.ts` check in a browser), with the same contract: it draws
 * releases from what the server's GraphQL answers through the `fetch` it is given, for a guest or
 * for a member (null when the session is not one), fails on ?boom, and draws nothing else.
 */
const RENDERER = `
export function setAppConfig(values) {
  globalThis.drawingConfig = values;
}
export async function renderPage(href, fetch, drawnFor) {
  globalThis.drawnPages = (globalThis.drawnPages ?? 0) + 1;
  const url = new URL(href, 'http://localhost');
  if (url.searchParams.has('boom')) throw new Error('drawing failed');
  const id = /^\\/releases\\/(\\d+)/.exec(url.pathname)?.[1];
  if (!id) return null;
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!) { currentUser { username } release(id: $id) { title currentUserHasChecked } }',
      variables: { id },
    }),
  });
  const { data } = await response.json();
  if (drawnFor === 'member' && !data?.currentUser) return null;
  return {
    root: '<h1>' + data.release.title + '</h1>' + (data.currentUser ? '<p>' + data.currentUser.username + '</p>' : ''),
    data: '<script type="application/json" id="earmark-cache" data-for="' + drawnFor + '">' + JSON.stringify(data) + '</script>',
    title: data.release.title + ' | Earmark',
    description: 'Tracks & "reviews" of ' + data.release.title,
  };
}`;

function buildWithRenderer(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-drawn-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, path.dirname(RENDERER_PATH)));
  writeFileSync(path.join(dist, RENDERER_PATH), RENDERER);
  return dist;
}

beforeAll(async () => {
  app = await buildServer({
    config: { ...loadConfig({}), webDistDir: buildWithRenderer() },
    db: server.current.db,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('a page drawn by the server', () => {
  it('is drawn from what GraphQL answers a guest, its data after it, its entry script run before the paint', async () => {
    const { release } = await buildRelease(server.current.db, { title: 'Harbor Lights' });
    const page = await app.inject({ method: 'GET', url: `/releases/${release.id}/activity` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toContain('cookie');
    expect(page.body).toContain(
      '<div id="root"><h1>Harbor Lights</h1></div><script type="application/json" id="earmark-cache" data-for="guest">{"currentUser":null,"release":{"title":"Harbor Lights","currentUserHasChecked":false}}</script>',
    );
    expect(page.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    // A guest following the system: the head's first thing sets the scheme (color-scheme.test.ts).
    expect(page.body).toContain(
      `<head><script>${COLOR_SCHEME_SCRIPT}</script><title>Harbor Lights | Earmark</title><meta name="description" content="Tracks &amp; &quot;reviews&quot; of Harbor Lights">`,
    );
    // The app adopts the page before it is shown: its entry blocks the first paint, and nothing
    // waits for a touch.
    expect(page.body.slice(0, page.body.indexOf('</head>'))).toContain(SCRIPT_BEFORE_PAINT);
    expect(page.body).not.toContain(SCRIPT);
    expect(page.body).not.toContain('after-paint');
    // The renderer was given the configuration index.html carries, so it draws what the app shows.
    expect((globalThis as { drawingConfig?: unknown }).drawingConfig).toEqual({
      'support-email': 'support@earmark.localhost',
    });

    // Compressed like every other answer, and cached by both the cookie and the encoding.
    const compressed = await app.inject({
      method: 'GET',
      url: `/releases/${release.id}/activity`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/cookie.*accept-encoding|accept-encoding.*cookie/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it("keeps a title's dollar signs as written (no replacement pattern: $' would have pulled in the rest of the page)", async () => {
    const title = "Pay $' and $& for $$ Blues";
    const { release } = await buildRelease(server.current.db, { title });
    const page = await app.inject({ method: 'GET', url: `/releases/${release.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root"><h1>${title}</h1></div>`);
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('is drawn for a member with their data, for the session in the cookie, and kept from shared caches', async () => {
    const { release } = await buildRelease(server.current.db, { title: 'Quiet Rooms' });
    const { token, user } = await buildSession(server.current.db);
    await buildCheck(server.current.db, { user, release });
    const page = await app.inject({
      method: 'GET',
      url: `/releases/${release.id}`,
      headers: {
        cookie: `earmark_member=1; earmark_session=${encodeURIComponent(token)}; earmark_scheme=dark`,
      },
    });
    // Drawn dark for the device that chose it, from the first frame.
    expect(page.body).toContain('<html lang="en" data-mantine-color-scheme="dark">');
    expect(page.body).toContain(
      `<div id="root"><h1>Quiet Rooms</h1><p>${user.username}</p></div><script type="application/json" id="earmark-cache" data-for="member">{"currentUser":{"username":"${user.username}"},"release":{"title":"Quiet Rooms","currentUserHasChecked":true}}</script>`,
    );
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain(`<head><title>Quiet Rooms | Earmark</title>`);
    expect(page.body.slice(0, page.body.indexOf('</head>'))).toContain(SCRIPT_BEFORE_PAINT);
    expect(page.headers.vary).toContain('cookie');
  });

  it('is the plain page for a session that is not a live one, for a member without the session cookie, for a HEAD request and for pages it does not draw', async () => {
    const { release } = await buildRelease(server.current.db, { title: 'Quiet Rooms' });
    const revoked = await buildSession(server.current.db, { revokedAt: new Date() });
    const pages = await Promise.all([
      ...[
        'earmark_member=1',
        'earmark_member=1; earmark_session=not-a-token',
        `earmark_member=1; earmark_session=${revoked.token}`,
        'earmark_member=1; earmark_session=%ZZ',
        'earmark_member=1; earmark_session=',
      ].map((cookie) => app.inject({ method: 'GET', url: `/releases/${release.id}`, headers: { cookie } })),
      app.inject({ method: 'GET', url: '/faq' }),
    ]);
    const plain = withColorScheme(
      INDEX.replace(
        '</head>',
        '<meta name="earmark:support-email" content="support@earmark.localhost"></head>',
      ),
      '',
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      // A release's plain page still carries its share card (sharing.test.ts checks those tags).
      expect(page.body.replace(/<meta (?:property="og:|name="twitter:)[^>]*>/g, '')).toBe(plain);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: `/releases/${release.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it("draws a guest's page once for every guest within the TTL (per dismissed banner), a member's each time", async () => {
    const { release } = await buildRelease(server.current.db, { title: 'Kept Rooms' });
    const { token } = await buildSession(server.current.db);
    const drawn = () => (globalThis as { drawnPages?: number }).drawnPages ?? 0;
    const before = drawn();
    const get = (cookie: string) =>
      app.inject({ method: 'GET', url: `/releases/${release.id}/lists`, headers: { cookie } });
    const [first, second] = [await get('a=1'), await get('b=2')];
    expect(second.body).toBe(first.body);
    expect(drawn()).toBe(before + 1);
    await get('earmark_banner=2025-10');
    expect(drawn()).toBe(before + 2);
    const member = `earmark_member=1; earmark_session=${token}`;
    await get(member);
    await get(member);
    expect(drawn()).toBe(before + 4);
  });

  it('is the plain page, not an error, when drawing fails', async () => {
    // A page that exists (an unknown path is a 404 page of its own, web/page-status.ts).
    const page = await app.inject({ method: 'GET', url: '/faq?boom' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain(SCRIPT);
  });
});
