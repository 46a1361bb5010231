import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Element, xml2js } from 'xml-js';
import { users } from '../src/db/schema/index.ts';
import { recordStatements } from '../src/db/statement-recorder.ts';
import { buildArtist, buildList, buildLog, buildRelease, buildSong, buildUser } from './factories.ts';
import { useTestServer } from './test-server.ts';

const PUBLIC_URL = 'https://earmark.example';

/** A web build's index.html (no renderer: the pages are not drawn, the tags come all the same). */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'earmark-share-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Earmark</title><meta name="description" content="A diary for music."></head><body><div id="root"></div></body></html>',
  );
  return dist;
}

const server = useTestServer({ webDistDir: webBuild(), publicUrl: PUBLIC_URL });

/** Parses XML strictly (sax in strict mode): a feed that is not well-formed throws. */
function parseXml(text: string): Element {
  const document = xml2js(text, { compact: false }) as Element;
  const root = document.elements?.find((element) => element.type === 'element');
  if (!root) throw new Error('no root element');
  return root;
}

const children = (element: Element | undefined, name: string): Element[] =>
  (element?.elements ?? []).filter((child) => child.name === name);
const child = (element: Element | undefined, name: string) => children(element, name)[0];
/** An element's text, CDATA included. */
const text = (element: Element | undefined): string =>
  (element?.elements ?? []).map((part) => String(part.text ?? part.cdata ?? '')).join('');

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The head's tags as an unfurler reads them: every <meta> in <head>, keyed by its property or name,
 * and the <link rel="alternate"> feeds.
 */
function unfurl(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')]));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const a = attributes(tag);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined) meta[key] = a.content;
  }
  const feeds = [...head.matchAll(/<link\s[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => attributes(tag));
  return { meta, feeds };
}

async function get(url: string) {
  const response = await server.current.app.inject({ method: 'GET', url });
  return response;
}

describe('feeds and share cards', () => {
  let member: Awaited<ReturnType<typeof buildUser>>;
  let hidden: Awaited<ReturnType<typeof buildUser>>;
  let releaseId: number;
  let songId: number;
  let listId: number;
  let reviewLogId: number;
  let artistId: number;

  beforeAll(async () => {
    const { db } = server.current;
    member = await buildUser(db, { username: 'feedwriter', bio: 'Jazz, "loud" & <strange> records.' });
    hidden = await buildUser(db, { username: 'quietone', isPrivate: true });
    const artist = await buildArtist(db, { name: 'Miles "M" Davis' });
    artistId = artist.id;
    const { release, songs } = await buildRelease(db, {
      artists: [artist],
      title: 'Kind of Blue & Friends',
      year: 1959,
      image: 'https://covers.example/kind-of-blue.jpg',
      tracks: 1,
    });
    releaseId = release.id;
    const loose = await buildSong(db, { title: 'Loose <Song>' });
    songId = songs[0]?.id ?? 0;
    // 55 diary entries, the newest the last built (the feed holds 50).
    for (let day = 1; day <= 55; day++) {
      await buildLog(db, {
        user: member,
        release,
        date: `2024-0${1 + Math.floor((day - 1) / 28)}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`,
        rating: day === 55 ? 3.5 : null,
      });
    }
    const review = await buildLog(db, {
      user: member,
      song: loose,
      date: '2024-03-01',
      rating: 4.5,
      review: 'A song ]]> that <script>alert(1)</script> burns & shines.',
      reviewTitle: 'Wow',
    });
    reviewLogId = review.id;
    // A log left out of the diary (no date), without writing: in neither feed.
    await buildLog(db, { user: member, release, date: null });
    await buildLog(db, { user: hidden, release, date: '2024-01-01', review: 'secret' });
    const list = await buildList(db, {
      user: member,
      name: 'Late-night "jazz" & more',
      items: [{ release, description: 'Start here.' }, { song: loose }],
    });
    listId = list.id;
  });

  it("answers a member's diary as RSS 2.0: newest first, 50 at most, with cover, rating and review", async () => {
    const response = await get('/users/FeedWriter/rss');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes?.version).toBe('2.0');
    const channel = child(rss, 'channel');
    expect(text(child(channel, 'title'))).toBe("@feedwriter's diary on Earmark");
    expect(text(child(channel, 'link'))).toBe(`${PUBLIC_URL}/users/feedwriter/activity`);
    const items = children(channel, 'item');
    expect(items).toHaveLength(50);
    // The review of 2024-03-01 is the newest listen, then the 55th diary day (2024-02-27).
    const [first, second] = items;
    expect(text(child(first, 'title'))).toMatch(/^Loose <Song> by Artist \d+ ★★★★½$/);
    expect(text(child(first, 'link'))).toBe(`${PUBLIC_URL}/reflections/${reviewLogId}`);
    const content = text(child(first, 'content:encoded'));
    expect(content).toContain('burns &amp; shines');
    expect(content).toContain('&lt;script&gt;');
    expect(content).not.toContain('<script>');
    expect(content).toContain('Rated ★★★★½ (4.5 of 5)');
    expect(content).toMatch(/<img src="https:\/\/earmark\.example\/covers\/songs\/\d+\.svg"/);
    // The item, linked to its page, its name escaped.
    expect(content).toMatch(
      /<a href="https:\/\/earmark\.example\/songs\/\d+">Loose &lt;Song&gt; by Artist \d+<\/a>/,
    );
    expect(child(first, 'enclosure')?.attributes?.type).toBe('image/svg+xml');
    expect(text(child(second, 'title'))).toBe('Kind of Blue & Friends by Miles "M" Davis ★★★½');
    expect(child(second, 'enclosure')?.attributes?.url).toBe('https://covers.example/kind-of-blue.jpg');
    const dates = items.map((item) => Date.parse(text(child(item, 'pubDate'))));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Dated by the listen: the review's day, then the last diary day.
    expect(new Date(dates[0] ?? 0).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(new Date(dates[1] ?? 0).toISOString()).toBe('2024-02-27T00:00:00.000Z');
  });

  it('reads a feed in two statements and a page card in one beside the page status, whatever their size', async () => {
    for (const url of ['/users/feedwriter/rss', '/users/feedwriter/reviews/atom', `/lists/${listId}/rss`]) {
      const { result, statements } = await recordStatements(() => get(url));
      expect(result.statusCode, url).toBe(200);
      expect(statements, url).toHaveLength(2);
    }
    const { statements } = await recordStatements(() => get(`/lists/${listId}`));
    expect(statements).toHaveLength(2);
  });

  it("answers a member's diary as Atom, and their reviews and a list as RSS and Atom", async () => {
    const atom = parseXml((await get('/users/feedwriter/atom')).body);
    expect(atom.name).toBe('feed');
    expect(atom.attributes?.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(children(atom, 'entry')).toHaveLength(50);
    expect(children(atom, 'link').find((link) => link.attributes?.rel === 'self')?.attributes?.href).toBe(
      `${PUBLIC_URL}/users/feedwriter/atom`,
    );

    const reviews = await get('/users/feedwriter/reviews/rss');
    expect(reviews.statusCode).toBe(200);
    const reviewItems = children(child(parseXml(reviews.body), 'channel'), 'item');
    expect(reviewItems).toHaveLength(1);
    expect(text(child(reviewItems[0], 'description'))).toContain('★★★★½');
    const reviewsAtom = await get('/users/feedwriter/reviews/atom');
    expect(reviewsAtom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(children(parseXml(reviewsAtom.body), 'entry')).toHaveLength(1);

    const list = await get(`/lists/${listId}/rss`);
    expect(list.statusCode).toBe(200);
    const channel = child(parseXml(list.body), 'channel');
    expect(text(child(channel, 'title'))).toBe('Late-night "jazz" & more, a list by @feedwriter on Earmark');
    const entries = children(channel, 'item');
    expect(entries.map((item) => text(child(item, 'link')))).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/releases/${releaseId}`]),
    );
    expect(entries).toHaveLength(2);
    expect(children(parseXml((await get(`/lists/${listId}/atom`)).body), 'entry')).toHaveLength(2);
  });

  it('answers 404 for a private profile, a missing member or list, and a bad id', async () => {
    for (const url of [
      '/users/quietone/rss',
      '/users/quietone/atom',
      '/users/quietone/reviews/rss',
      '/users/nobody-here/rss',
      '/lists/999999/rss',
      '/lists/abc/atom',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('stops a feed once its member turns their profile private', async () => {
    const { db } = server.current;
    const other = await buildUser(db, { username: 'soontohide' });
    await buildLog(db, { user: other, date: '2024-05-05', review: 'was public' });
    expect((await get('/users/soontohide/rss')).statusCode).toBe(200);
    await db.update(users).set({ isPrivate: true }).where(eq(users.id, other.id));
    expect((await get('/users/soontohide/rss')).statusCode).toBe(404);
  });

  it('gives a release page Open Graph and Twitter card tags, each escaped, as an unfurler reads them', async () => {
    const response = await get(`/releases/${releaseId}/reviews?x=1`);
    expect(response.statusCode).toBe(200);
    const { meta } = unfurl(response.body);
    expect(meta['og:title']).toMatch(/^Kind of Blue & Friends by /);
    expect(meta['og:description']).toMatch(/^Kind of Blue & Friends \(1959\) by .*on Earmark\.$/);
    expect(meta['og:type']).toBe('music.album');
    expect(meta['og:url']).toBe(`${PUBLIC_URL}/releases/${releaseId}/reviews`);
    // The drawn card (sharing-cards.test.ts checks the picture itself).
    expect(meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/cards/releases/${releaseId}\\.png\\?v=`));
    expect(meta['og:site_name']).toBe('Earmark');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    // Escaped in the HTML: the raw "&" of the title is never in an attribute.
    expect(response.body).toContain('content="Kind of Blue &amp; Friends by ');
  });

  it('gives songs, artists, lists, reflections and profiles their cards, and profiles and lists their feeds', async () => {
    const song = unfurl((await get(`/songs/${songId}`)).body).meta;
    expect(song['og:type']).toBe('music.song');
    expect(song['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/cards/songs/${songId}\\.png\\?v=`));

    const list = unfurl((await get(`/lists/${listId}`)).body);
    expect(list.meta['og:title']).toBe('Late-night "jazz" & more');
    expect(list.meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/cards/lists/${listId}\\.png\\?v=`));
    expect(list.feeds).toContainEqual(
      expect.objectContaining({ type: 'application/rss+xml', href: `${PUBLIC_URL}/lists/${listId}/rss` }),
    );

    const reflection = unfurl((await get(`/reflections/${reviewLogId}`)).body).meta;
    expect(reflection['og:type']).toBe('article');
    expect(reflection['og:title']).toMatch(/^Reflection on Loose <Song> by .* by @feedwriter$/);
    expect(reflection['og:description']).toMatch(/^★★★★½ Wow: A song/);

    const profile = unfurl((await get('/users/feedwriter')).body);
    expect(profile.meta['og:type']).toBe('profile');
    expect(profile.meta['og:description']).toBe('Jazz, "loud" & <strange> records.');
    expect(profile.meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/cards/users/feedwriter\\.png\\?v=`));
    expect(profile.meta['twitter:card']).toBe('summary_large_image');
    expect(profile.feeds.map((feed) => feed.href)).toEqual([
      `${PUBLIC_URL}/users/feedwriter/rss`,
      `${PUBLIC_URL}/users/feedwriter/atom`,
      `${PUBLIC_URL}/users/feedwriter/reviews/rss`,
      `${PUBLIC_URL}/users/feedwriter/reviews/atom`,
    ]);
    // The profile's raw text never reaches the head unescaped.
    expect(profile.meta['og:description']).toBeDefined();
    expect(/<head>[\s\S]*<strange>[\s\S]*<\/head>/.test((await get('/users/feedwriter')).body)).toBe(false);

    const artist = unfurl((await get(`/artists/${artistId}`)).body).meta;
    expect(artist['og:title']).toBe('Miles "M" Davis');
    expect(artist['og:type']).toBe('website');
    expect(artist['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/cards/artists/${artistId}\\.png\\?v=`));
    expect(artist['twitter:card']).toBe('summary_large_image');
  });

  it("keeps a private member's reflections and feeds out of the tags, and missing pages without a card", async () => {
    const profile = unfurl((await get('/users/quietone')).body);
    expect(profile.meta['og:title']).toBe('@quietone');
    expect(profile.feeds).toEqual([]);
    // A private profile has no drawn card: its avatar, as a small picture.
    expect(profile.meta['og:image']).toBe(`${PUBLIC_URL}/covers/users/quietone.svg`);
    expect(profile.meta['twitter:card']).toBe('summary');
    const { db } = server.current;
    const secret = await buildLog(db, { user: hidden, date: '2024-01-02', review: 'hidden words' });
    const page = await get(`/reflections/${secret.id}`);
    expect(page.body).not.toContain('hidden words');
    expect(unfurl(page.body).meta['og:title']).toBeUndefined();
    const missing = await get('/releases/999999');
    expect(missing.statusCode).toBe(404);
    expect(unfurl(missing.body).meta['og:title']).toBeUndefined();
  });
});
