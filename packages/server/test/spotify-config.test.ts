import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { useTestServer } from './test-server.ts';

// The admin streaming player's configuration: SPOTIFY_CLIENT_ID turns it on, SPOTIFY_ACCOUNTS_URL
// and SPOTIFY_API_URL point it at a local fake; the web app reads them from index.html's meta tags.

describe('Spotify configuration', () => {
  it('is off without SPOTIFY_CLIENT_ID and defaults to Spotify itself', () => {
    expect(loadConfig({}).spotify).toBeNull();
    expect(loadConfig({ SPOTIFY_CLIENT_ID: ' ' }).spotify).toBeNull();
    expect(loadConfig({ SPOTIFY_CLIENT_ID: 'abc' }).spotify).toEqual({
      clientId: 'abc',
      accountsUrl: 'https://accounts.spotify.com',
      apiUrl: 'https://api.spotify.com',
    });
  });

  it('takes other roots without their trailing slash and refuses what is not an http(s) URL', () => {
    const config = loadConfig({
      SPOTIFY_CLIENT_ID: 'abc',
      SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:4999/',
      SPOTIFY_API_URL: 'http://127.0.0.1:4999/',
    });
    expect(config.spotify?.accountsUrl).toBe('http://127.0.0.1:4999');
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'abc', SPOTIFY_API_URL: 'ftp://x' })).toThrow(
      /SPOTIFY_API_URL/,
    );
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'abc', SPOTIFY_ACCOUNTS_URL: 'nope' })).toThrow(
      /SPOTIFY_ACCOUNTS_URL/,
    );
  });
});

describe('what reaches the web app', () => {
  const server = useTestServer();
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Earmark</title></head><body><div id="root"></div></body></html>',
  );
  const built: FastifyInstance[] = [];
  afterAll(async () => Promise.all(built.map((app) => app.close())));

  async function page(env: Record<string, string>) {
    const app = await buildServer({
      config: { ...loadConfig(env), webDistDir: dist },
      db: server.current.db,
      logger: false,
    });
    built.push(app);
    return app.inject({ method: 'GET', url: '/' });
  }

  it('serves the client id and the endpoints in meta tags, and lets the page call them', async () => {
    const response = await page({
      SPOTIFY_CLIENT_ID: 'client-"1"',
      SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:4999',
      SPOTIFY_API_URL: 'http://127.0.0.1:5000/',
    });
    expect(response.body).toContain('<meta name="earmark:spotify-client-id" content="client-&quot;1&quot;">');
    expect(response.body).toContain(
      '<meta name="earmark:spotify-accounts-url" content="http://127.0.0.1:4999">',
    );
    expect(response.body).toContain('<meta name="earmark:spotify-api-url" content="http://127.0.0.1:5000">');
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
    expect(connect.split(/\s+/)).toEqual(
      expect.arrayContaining(['https://api.spotify.com', 'http://127.0.0.1:4999', 'http://127.0.0.1:5000']),
    );
  });

  it('serves no Spotify tags when SPOTIFY_CLIENT_ID is unset', async () => {
    const response = await page({});
    expect(response.body).toContain('earmark:support-email');
    expect(response.body).not.toContain('spotify');
  });
});
