import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenedDb } from '../../src/db/open-db.ts';
import { importArtist } from '../../src/import/import-artist.ts';
import { createMusicBrainzClient } from '../../src/import/musicbrainz-client.ts';
import { fixture, freshDb, rows } from './import-support.ts';

type Json = Record<string, unknown>;
const lines = (name: string): Json[] =>
  readFileSync(fixture(name), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Json);

const DAFT_PUNK = 'a0000001-0000-4000-8000-000000000001';
const artist = lines('artist.jsonl').find((a) => a.id === DAFT_PUNK);
// The web service lists the artist's groups; this fixture artist has two of them here.
const groups = lines('release-group.jsonl').slice(0, 2);
const releases = lines('release.jsonl');

type Request = { at: number; path: string; query: URLSearchParams; userAgent: string | undefined };
const requests: Request[] = [];
let busyOnce = true;

/** Answers like /ws/2 for the three calls the importer makes; the first release browse is a 503. */
function answer(req: IncomingMessage): [number, unknown] {
  const url = new URL(req.url ?? '/', 'http://localhost');
  requests.push({
    at: Date.now(),
    path: url.pathname,
    query: url.searchParams,
    userAgent: req.headers['user-agent'],
  });
  if (url.searchParams.get('fmt') !== 'json') return [400, { error: 'fmt=json expected' }];
  if (url.pathname === `/ws/2/artist/${DAFT_PUNK}`) return [200, artist];
  if (url.pathname === '/ws/2/release-group' && url.searchParams.get('artist') === DAFT_PUNK) {
    return [
      200,
      { 'release-group-count': groups.length, 'release-group-offset': 0, 'release-groups': groups },
    ];
  }
  if (url.pathname === '/ws/2/release') {
    if (busyOnce) {
      busyOnce = false;
      return [503, 'Your requests are exceeding the allowable rate limit.'];
    }
    const group = url.searchParams.get('release-group');
    const found = releases
      .filter((r) => (r['release-group'] as Json).id === group)
      .map(({ 'release-group': _group, ...release }) => release);
    return [200, { 'release-count': found.length, 'release-offset': 0, releases: found }];
  }
  return [404, { error: 'Not Found' }];
}

let server: Server;
let baseUrl: string;
let opened: OpenedDb;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = answer(req);
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/2`;
  opened = await freshDb();
});

afterAll(async () => {
  await opened.close();
  await new Promise((resolve) => server.close(resolve));
});

it('imports an artist from the web service at no more than one request per second', {
  timeout: 240_000,
}, async () => {
  const client = createMusicBrainzClient({ url: baseUrl, contact: 'ops@earmark.test' });
  const result = await importArtist(opened.db, { client, artistMbid: DAFT_PUNK });

  expect(result).toMatchObject({ artist: 'Daft Punk', releaseGroups: 2, releases: 4 });
  expect(requests.map((r) => r.path)).toEqual([
    `/ws/2/artist/${DAFT_PUNK}`,
    '/ws/2/release-group',
    '/ws/2/release',
    '/ws/2/release',
    '/ws/2/release',
  ]);
  const gaps = requests.slice(1).map((r, i) => r.at - (requests[i]?.at ?? 0));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000);
  expect(requests[0]?.query.get('inc')).toBe('url-rels');
  expect(requests[2]?.query.get('inc')).toBe('recordings isrcs artist-credits labels genres url-rels');
  expect(requests[0]?.userAgent).toBe('Earmark/0.1.0 ( ops@earmark.test )');

  const imported = await rows<{ title: string; label: string | null; tracks: number; credit: string }>(
    opened.db,
    sql`select r.title, r.label, r.artist_name as credit,
      (select count(*)::int from tracks t where t.release_id = r.id) as tracks
      from releases r order by r.title`,
  );
  expect(imported).toEqual([
    {
      title: 'Get Lucky',
      label: 'Columbia',
      credit: 'Daft Punk feat. Pharrell Williams & Nile Rodgers',
      tracks: 2,
    },
    { title: 'Random Access Memories', label: 'Columbia', credit: 'Daft Punk', tracks: 5 },
  ]);
  const [daftPunk] = await rows<{ sources: string[] }>(
    opened.db,
    sql`select array(select e->>'type' from jsonb_array_elements(data_sources) e) as sources
      from artists where mbid = ${DAFT_PUNK}`,
  );
  expect(daftPunk?.sources).toEqual(['DISCOGS', 'MUSICBRAINZ', 'SPOTIFY', 'YOUTUBE']);
});
