import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { buildArtist } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
let app: FastifyInstance;

/** A built app in miniature: index.html and the manifest Vite writes beside it. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-preload-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_Stack-1.js': { file: 'assets/Stack-1.js' },
    '_Popover-1.js': { file: 'assets/Popover-1.js' },
    '_QuickSearchInput-1.js': {
      file: 'assets/QuickSearchInput-1.js',
      name: 'QuickSearchInput',
      imports: ['index.html', '_react-1.js', '_Stack-1.js', '_Popover-1.js'],
      css: ['assets/QuickSearchInput-1.css'],
    },
    '_itemParts-1.js': {
      file: 'assets/itemParts-1.js',
      name: 'itemParts',
      imports: ['index.html', '_react-1.js', '_Popover-1.js'],
    },
    'src/modules/home/pages/HomePage.tsx': {
      file: 'assets/HomePage-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-1.js'],
    },
    'src/modules/users/pages/UserPage.tsx': { file: 'assets/UserPage-1.js', imports: ['index.html'] },
    'src/modules/stats/pages/StatsPage.tsx': { file: 'assets/StatsPage-1.js', imports: ['index.html'] },
    'src/modules/lists/pages/ListPage.tsx': { file: 'assets/ListPage-1.js', imports: ['index.html'] },
    'src/modules/releases/pages/ReleasePage.tsx': {
      file: 'assets/ReleasePage-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-1.js', '_Stack-1.js'],
      css: ['assets/ReleasePage-1.css'],
    },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

beforeAll(async () => {
  app = await buildServer({
    config: { ...loadConfig({}), webDistDir: fakeBuild() },
    db: server.current.db,
    logger: false,
  });
});
afterAll(async () => app.close());

describe('route preloads in index.html', () => {
  it("names a first-screen route's page chunk, its own imports and its stylesheet, not the entry's", async () => {
    const page = await app.inject({ method: 'GET', url: '/releases/12?x=1' });
    // The page's own chunk is marked as the first screen's (a drawn page runs it before its paint).
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ReleasePage-1.js" data-first-screen>',
    );
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Stack-1.js">');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/ReleasePage-1.css">');
    expect(page.body).not.toContain('react-1.js');
    expect(page.body).not.toContain('index-1.js');
  });

  it("names the header's quick search's stylesheet, not its code (the app loads it after the first paint)", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/QuickSearchInput-1.css">');
    expect(page.body).not.toContain('QuickSearchInput-1.js');
    expect(page.body).not.toContain('Popover-1.js');
    // Once for what the page and its items' parts share.
    const release = await app.inject({ method: 'GET', url: '/releases/12' });
    expect(release.body.split('/assets/Popover-1.js').length - 1).toBe(1);
    expect(release.body.split('/assets/Stack-1.js').length - 1).toBe(1);
  });

  it("names the items' buttons and menus on the pages that show items, not on the home", async () => {
    const release = await app.inject({ method: 'GET', url: '/releases/12' });
    expect(release.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/itemParts-1.js" data-first-screen>',
    );
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" data-first-screen>',
    );
    expect(home.body).not.toContain('itemParts');
  });

  it('names the page of the route the path matches, not of its first segment', async () => {
    const chunksOf = async (url: string) => {
      const page = await app.inject({ method: 'GET', url });
      return [...page.body.matchAll(/href="\/assets\/(\w+Page)-1\.js" data-first-screen/g)].map((m) => m[1]);
    };
    expect(await chunksOf('/users/someone')).toEqual(['UserPage']);
    expect(await chunksOf('/users/someone/activity')).toEqual(['UserPage']);
    // A member's stats run the stats page's code before the paint, not the profile's.
    expect(await chunksOf('/users/someone/stats')).toEqual(['StatsPage']);
    expect(await chunksOf('/lists/7')).toEqual(['ListPage']);
    expect(await chunksOf('/lists/7/followers')).toEqual(['ListPage']);
    // The lists index, a new list and a list's editor are pages of their own.
    for (const url of ['/lists', '/lists/new', '/lists/7/edit']) expect(await chunksOf(url)).toEqual([]);
  });

  it('leaves other routes, and routes whose page is missing from the build, as they were', async () => {
    // An artist that exists (an unknown one is a 404 page of its own, see http.test.ts).
    const artist = await buildArtist(server.current.db);
    for (const url of ['/faq', `/artists/${artist.id}`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('modulepreload');
    }
  });
});
