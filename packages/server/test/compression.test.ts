import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildRelease } from './factories.ts';
import { useTestServer } from './test-server.ts';

/** A built app in the shape Vite writes it: hashed assets with their .br and .gz copies beside them. */
function fakeBuild(): { dist: string; script: string } {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const script = `console.log(${JSON.stringify('earmark '.repeat(2000))});`;
  const file = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  return { dist, script };
}

const build = fakeBuild();
const server = useTestServer({ webDistDir: build.dist });

describe('compression', () => {
  it('serves a built asset precompressed, with vary and a year of immutable caching', async () => {
    const response = await server.current.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.script);
  });

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(build.script);
  });

  it('keeps index.html uncached', async () => {
    const response = await server.current.app.inject({ method: 'GET', url: '/releases/1' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large GraphQL answer and leaves a small one alone', async () => {
    for (let n = 0; n < 30; n += 1) {
      await buildRelease(server.current.db, { title: `A rather long album title, number ${n}` });
    }
    const large = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'br' },
      payload: { query: '{ newestReleases(limit: 30) { edges { node { id title artistName year } } } }' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(body.data.newestReleases.edges.length).toBe(30);

    const small = await server.current.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'br' },
      payload: { query: '{ currentUser { id } }' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { currentUser: null } });
  });
});
