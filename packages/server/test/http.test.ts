import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { buildArtist, buildList, buildLog, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

describe('GET /healthz', () => {
  it('answers ok after reaching the database', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('covers', () => {
  it('draws the same cacheable SVG for a release every time', async () => {
    const { release } = await buildRelease(server.current.db, { title: 'Cover Story' });
    const url = `/covers/releases/${release.id}.svg`;
    const a = await server.current.app.inject({ method: 'GET', url });
    const b = await server.current.app.inject({ method: 'GET', url });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(a.body).toMatch(/^<svg/);
    expect(a.body).toContain('Cover Story');
    expect(b.body).toBe(a.body);
  });

  it('draws artist and user covers and refuses malformed names', async () => {
    const artist = await buildArtist(server.current.db, { name: 'Drawn Artist' });
    const art = await server.current.app.inject({ method: 'GET', url: `/covers/artists/${artist.id}.svg` });
    expect(art.statusCode).toBe(200);
    // A round picture carries the initials (draw-cover.test.ts).
    expect(art.body).toContain('>DA</text>');
    const user = await server.current.app.inject({ method: 'GET', url: '/covers/users/someone.svg' });
    expect(user.statusCode).toBe(200);
    expect(user.body).toContain('>S</text>');
    for (const url of ['/covers/releases/abc.svg', '/covers/releases/12.png', '/covers/nothing/1.svg']) {
      const response = await server.current.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the single-page app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Earmark</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  let built: FastifyInstance | undefined;
  afterAll(async () => built?.close());

  it('serves index.html (not cached) for deep links, and hashed assets with long caching', async () => {
    built = await buildServer({
      config: { ...loadConfig({ SUPPORT_EMAIL: 'help@"earmark".test' }), webDistDir: dist },
      db: server.current.db,
      logger: false,
    });
    const app = built;
    const { release } = await buildRelease(server.current.db);
    const deep = await app.inject({ method: 'GET', url: `/releases/${release.id}` });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toContain('id="root"');
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.body).toContain('id="root"');
    expect(root.headers['cache-control']).toBe('no-cache');
    // The app's configuration rides in index.html, escaped: SUPPORT_EMAIL for the web app's links.
    expect(root.body).toContain(
      '<meta name="earmark:support-email" content="help@&quot;earmark&quot;.test"></head>',
    );
    // The same page, with the release's share card (sharing.test.ts) in its head.
    expect(deep.body).toContain('<meta property="og:type" content="music.album">');
    expect(deep.body.replace(/<meta (?:property="og:|name="twitter:)[^>]*>/g, '')).toBe(root.body);
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers a member's pages when the name holds a dot (signup allows one), not a missing file", async () => {
    const app =
      built ??
      (await buildServer({
        config: { ...loadConfig({}), webDistDir: dist },
        db: server.current.db,
        logger: false,
      }));
    built = app;
    await buildUser(server.current.db, { username: 'iris.k' });
    await buildUser(server.current.db, { username: 'j.r.r' });
    for (const url of ['/users/iris.k', '/users/iris.k/lists', '/users/j.r.r/network?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).not.toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('id="root"');
    }
    // A file that is not there is still a 404, not the app.
    expect((await app.inject({ method: 'GET', url: '/users/iris.k/avatar.png' })).statusCode).toBe(404);
  });

  it('answers 404 (with the app, which shows its not-found page) for a release, member, list… that does not exist', async () => {
    const app =
      built ??
      (await buildServer({
        config: { ...loadConfig({}), webDistDir: dist },
        db: server.current.db,
        logger: false,
      }));
    built = app;
    const { db } = server.current;
    const { release, songs } = await buildRelease(db, { tracks: 1 });
    const artist = await buildArtist(db);
    const member = await buildUser(db, { username: `iris.k${Date.now() % 1000}` });
    const list = await buildList(db);
    const log = await buildLog(db, { release });
    const found = [
      `/releases/${release.id}`,
      `/releases/${release.id}/users`,
      `/songs/${songs[0]?.id}`,
      `/artists/${artist.id}`,
      `/users/${member.username}`,
      `/users/${member.username.toUpperCase()}/network`,
      `/users/${member.username}/year/2025`,
      `/users/${member.username}/stats?year=1800`,
      `/lists/${list.id}/items`,
      `/lists/${list.id}/edit`,
      '/lists/new',
      '/lists/new/favorite-albums',
      `/reflections/${log.id}`,
      '/search?query=nobody',
      '/settings',
      '/faq/',
      '/admin/queues',
    ];
    const missing = [
      '/releases/999999',
      '/releases/999999/users',
      '/releases/abc',
      '/releases/99999999999',
      '/songs/999999',
      '/artists/999999',
      '/users/nobody-here',
      '/users/nobody-here/lists',
      // A year in review outside the years stats cover (1900 to next year).
      `/users/${member.username}/year/1899`,
      `/users/${member.username}/year/9999`,
      '/lists/99999',
      '/reflections/99999',
      // A path the app has no page for at all: its catch-all not-found page, with a 404.
      '/nonsense',
      '/welcome/more',
      `/releases/${release.id}/users/extra`,
    ];
    for (const url of found) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of missing) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('id="root"');
    }
  });

  it('says to build the app when the dist folder is missing', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/lists' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
