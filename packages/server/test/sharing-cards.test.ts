import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/db/schema/index.ts';
import { coverDataUri } from '../src/modules/sharing/card-images.ts';
import { CardCache, cardRoutes, DrawingBusy, DrawingQueue } from '../src/modules/sharing/card-routes.ts';
import { buildList, buildLog, buildRelease, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const PUBLIC_URL = 'https://earmark.example';

function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-cards-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Earmark</title></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

const server = useTestServer({ webDistDir: webBuild(), publicUrl: PUBLIC_URL });

const get = (url: string, headers: Record<string, string> = {}) =>
  server.current.app.inject({ method: 'GET', url, headers });

/** The head's <meta> tags by property or name, as an unfurler reads them. */
function meta(html: string): Record<string, string> {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const tags: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags[key] = content.replace(/&amp;/g, '&');
  }
  return tags;
}

/** A PNG's signature and its IHDR chunk's width and height (the first chunk, big-endian). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The card a page's head points at, fetched from the server as an unfurler would. */
async function cardOf(pagePath: string) {
  const page = await get(pagePath);
  expect(page.statusCode, pagePath).toBe(200);
  const tags = meta(page.body);
  const image = tags['og:image'] ?? '';
  expect(image.startsWith(`${PUBLIC_URL}/cards/`), image).toBe(true);
  const response = await get(image.slice(PUBLIC_URL.length));
  return { tags, image, response };
}

describe('share card images', () => {
  let releaseId: number;
  let reflectionId: number;
  let secretReflectionId: number;
  let listId: number;

  beforeAll(async () => {
    const { db } = server.current;
    const member = await buildUser(db, { username: 'cardmaker' });
    const hidden = await buildUser(db, { username: 'cardhider', isPrivate: true });
    const { release } = await buildRelease(db, {
      title: 'Blue & Green',
      year: 1959,
      image: 'https://covers.example/blue.jpg',
      tracks: 1,
    });
    releaseId = release.id;
    reflectionId = (await buildLog(db, { user: member, release, date: '2024-01-01', rating: 3.5 })).id;
    secretReflectionId = (await buildLog(db, { user: hidden, release, date: '2024-01-01', rating: 5 })).id;
    listId = (await buildList(db, { user: member, name: 'Cards', items: [{ release }] })).id;
  });

  it("points a release page's og:image and twitter:image at its 1200×630 PNG card, cached for good", async () => {
    const { tags, image, response } = await cardOf(`/releases/${releaseId}`);
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/cards/releases/${releaseId}\\.png\\?v=[\\w-]{12}$`));
    expect(tags['twitter:image']).toBe(image);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:image:type']).toBe('image/png');
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });

    // The same version again: 304 to a cache that holds it; an address without it: a short while only.
    const etag = String(response.headers.etag);
    expect((await get(image.slice(PUBLIC_URL.length), { 'if-none-match': etag })).statusCode).toBe(304);
    const bare = await get(`/cards/releases/${releaseId}.png`);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    expect(bare.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('gives a new version, and a new picture, when what the card draws changes', async () => {
    const before = await cardOf(`/releases/${releaseId}`);
    await server.current.db.update(releases).set({ title: 'Blue & Gold' }).where(eq(releases.id, releaseId));
    const after = await cardOf(`/releases/${releaseId}`);
    expect(after.image).not.toBe(before.image);
    expect(after.response.statusCode).toBe(200);
    expect(after.response.rawPayload.equals(before.response.rawPayload)).toBe(false);
    expect(pngSize(after.response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("draws a public member's reflection, a list and a profile", async () => {
    for (const page of [`/reflections/${reflectionId}`, `/lists/${listId}`, '/users/cardmaker']) {
      const { response } = await cardOf(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['content-type'], page).toBe('image/png');
      expect(pngSize(response.rawPayload), page).toEqual({ width: 1200, height: 630 });
    }
  });

  it("answers 404 for a private member's reflection and profile, a missing item and a bad address", async () => {
    for (const url of [
      `/cards/reflections/${secretReflectionId}.png`,
      '/cards/users/cardhider.png',
      '/cards/users/nobody-here.png',
      '/cards/releases/999999.png',
      '/cards/releases/abc.png',
      `/cards/releases/${releaseId}.svg`,
      `/cards/playlists/${releaseId}.png`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    // Their pages point at no card either.
    expect(meta((await get(`/reflections/${secretReflectionId}`)).body)['og:image']).toBeUndefined();
    const profile = meta((await get('/users/cardhider')).body);
    expect(profile['og:image']).toBe(`${PUBLIC_URL}/covers/users/cardhider.svg`);
    expect(profile['og:image:type']).toBeUndefined();
  });

  it('reads an uploaded avatar from DATA_DIR and never fetches an address a member typed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-card-data-'));
    mkdirSync(path.join(dataDir, 'avatars'));
    const avatar = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#336699' },
    })
      .webp()
      .toBuffer();
    writeFileSync(path.join(dataDir, 'avatars', '7-0123456789abcdef.webp'), avatar);
    const read = (address: string) => coverDataUri({ address, seed: 'user:x' }, { dataDir });
    const uploaded = await read('/avatars/7-0123456789abcdef.webp');
    expect(uploaded).toEqual({ uri: expect.stringMatching(/^data:image\/png;base64,/), missed: false });
    // An address a member typed (a list's picture, any host but the cover archive) is never asked for.
    const typed = await read('http://127.0.0.1:1/secret.png');
    expect(typed).toEqual({ uri: expect.stringMatching(/^data:image\/svg\+xml;base64,/), missed: false });
    const escaping = await read('/avatars/../../etc/passwd');
    expect(escaping.uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const gone = await read('/avatars/7-fedcba9876543210.webp');
    expect(gone).toEqual({ uri: expect.stringMatching(/^data:image\/svg\+xml;base64,/), missed: true });
  });

  it('fetches catalogue covers from their origin; a card drawn without one is kept a short while only', async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa3311' } })
      .jpeg()
      .toBuffer();
    const asked: string[] = [];
    const covers = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/front.jpg')
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
      else response.writeHead(500).end('no');
    });
    await new Promise<void>((resolve) => covers.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(covers.address() as AddressInfo).port}`;
    const { db } = server.current;
    const app = Fastify();
    await app.register(cardRoutes, { db, dataDir: tmpdir(), origins: [origin] });
    try {
      const fine = (await buildRelease(db, { title: 'Fetched', image: `${origin}/front.jpg`, tracks: 0 }))
        .release;
      const broken = (await buildRelease(db, { title: 'Broken', image: `${origin}/broken.jpg`, tracks: 0 }))
        .release;
      const card = await app.inject({ method: 'GET', url: `/cards/releases/${fine.id}.png` });
      expect(card.statusCode).toBe(200);
      expect(card.headers.etag).toBeDefined();
      expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
      // The fetched picture is the card's cover: its middle is the picture's colour.
      const { data } = await sharp(card.rawPayload)
        .extract({ left: 305, top: 315, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [red = 0, green = 0, blue = 0] = data;
      expect(Math.abs(red - 0xaa) + Math.abs(green - 0x33) + Math.abs(blue - 0x11)).toBeLessThanOrEqual(9);
      const partial = await app.inject({ method: 'GET', url: `/cards/releases/${broken.id}.png` });
      expect(partial.statusCode).toBe(200);
      expect(partial.headers['cache-control']).toBe('public, max-age=300');
      expect(partial.headers.etag).toBeUndefined();
      // Kept, and the failed cover not asked for again at once.
      await app.inject({ method: 'GET', url: `/cards/releases/${broken.id}.png` });
      expect(asked).toEqual(['/front.jpg', '/broken.jpg']);
    } finally {
      await app.close();
      covers.close();
    }
  });

  it('draws one card at a time with a short queue, refusing past it', async () => {
    const queue = new DrawingQueue(1, 1);
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(DrawingBusy);
    release();
    await first;
    expect(await second).toBe('second');
  });

  it('lets one address hold only its share of the drawing places, leaving the rest to others', async () => {
    const queue = new DrawingQueue(1, 8, 2);
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)), 'guest');
    const second = queue.run(async () => 'guest again', 'guest');
    // The guest's third is refused while the queue has room; another address still gets a place.
    await expect(queue.run(async () => 'third', 'guest')).rejects.toBeInstanceOf(DrawingBusy);
    const other = queue.run(async () => 'other', 'reader');
    release();
    await first;
    expect([await second, await other]).toEqual(['guest again', 'other']);
    // Its places given back, the guest may draw again.
    expect(await queue.run(async () => 'later', 'guest')).toBe('later');
  });

  it('keeps the drawn cards within its byte budget, the least recently used dropped first', () => {
    const cache = new CardCache(250);
    cache.set('a', Buffer.alloc(100));
    cache.set('b', Buffer.alloc(100));
    cache.get('a');
    cache.set('c', Buffer.alloc(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toEqual({ cards: 2, bytes: 200 });
    cache.set('huge', Buffer.alloc(300));
    expect(cache.get('huge')).toBeUndefined();
  });
});
