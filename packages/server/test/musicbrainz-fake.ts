import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for MusicBrainz's web service (/ws/2, fmt=json) for the on-demand, refresh and
 * staff-search tests and the e2e server: it answers release-group searches, release-group and
 * recording lookups and release browses from real MusicBrainz documents (test/fixtures/musicbrainz, each
 * naming its source), logs every request's arrival, and can fail the ways MusicBrainz does.
 */

type Fixture = { source: string; answer: Record<string, unknown> };
const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`./fixtures/musicbrainz/${name}`, import.meta.url), 'utf8')) as Fixture;

const release = fixture('dark-side-release.json').answer;
const embeddedGroup = release['release-group'] as Record<string, unknown>;
const { releases: _notAsked, ...groupLookup } = fixture('dark-side-release-group.json').answer;

/** The Dark Side of the Moon's release group, as MusicBrainz names it. */
export const DARK_SIDE = embeddedGroup.id as string;
export const DARK_SIDE_TITLE = embeddedGroup.title as string;

type Entry = Record<string, unknown>;
type KnownGroup = { lookup: Entry; search: Entry; releases: Entry[] };

/** Each release group the fake knows: its lookup (inc=artist-credits) and its releases. */
function knownGroups() {
  return new Map<string, KnownGroup>([
    [
      DARK_SIDE,
      {
        lookup: { ...groupLookup, 'artist-credit': embeddedGroup['artist-credit'] },
        search: { ...embeddedGroup, score: 100, count: 1 },
        releases: [release],
      },
    ],
  ]);
}

/** How the fake answers: as MusicBrainz does, or one of the ways it fails. */
export type FakeMode =
  | 'ok'
  /** The connection is dropped unanswered, as when MusicBrainz cannot be reached. */
  | 'down'
  /** No answer until the client gives up. */
  | 'slow'
  /** 503 with Retry-After, as MusicBrainz's rate limiter answers. */
  | 'busy'
  /** 200 with an HTML page instead of JSON (a proxy's error page). */
  | 'garbage';

export type FakeRequest = { path: string; at: number; agent: string };

export type FakeMusicBrainz = {
  /** The /ws/2 root, for MUSICBRAINZ_URL. */
  url: string;
  requests: FakeRequest[];
  mode: FakeMode;
  /** Retry-After (seconds) of a busy answer. */
  retryAfter: number;
  /** A merged release group or recording: looking up the old MBID answers the one it was merged into. */
  merged: Map<string, string>;
  /** Change what a group's lookup answers (a title edited at MusicBrainz). */
  edit(mbid: string, change: Record<string, unknown>): void;
  close(): Promise<void>;
};

const words = (text: string) =>
  text
    .replace(/\\(.)/g, '$1')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

function creditText(credit: unknown): string {
  return ((credit as Array<{ name: string; joinphrase?: string }> | undefined) ?? [])
    .map((c) => `${c.name}${c.joinphrase ?? ''}`)
    .join('');
}

export async function startFakeMusicBrainz(port = 0): Promise<FakeMusicBrainz> {
  const groups = knownGroups();
  const held = new Set<ServerResponse>();
  const fake: FakeMusicBrainz = {
    url: '',
    requests: [],
    mode: 'ok',
    retryAfter: 2,
    merged: new Map(),
    edit(mbid, change) {
      const group = groups.get(mbid);
      if (!group) throw new Error(`the fake does not know ${mbid}`);
      group.lookup = { ...group.lookup, ...change };
      group.search = { ...group.search, ...change };
      group.releases = group.releases.map((r) => ({
        ...r,
        'release-group': { ...(r['release-group'] as object), ...change },
      }));
    },
    close: async () => {
      for (const response of held) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/+$/, '');
    const search = url.searchParams;
    if (path === '/ws/2/release-group' && search.has('query')) {
      const asked = words(search.get('query') ?? '');
      const found = [...groups.values()]
        .map((g) => g.search)
        .filter((g) => {
          const own = words(`${String(g.title)} ${creditText(g['artist-credit'])}`);
          return asked.length > 0 && asked.every((w) => own.some((o) => o.startsWith(w)));
        });
      json(response, 200, {
        created: new Date().toISOString(),
        count: found.length,
        offset: 0,
        'release-groups': found,
      });
      return;
    }
    const lookup = /^\/ws\/2\/release-group\/([0-9a-f-]{36})$/.exec(path);
    if (lookup?.[1]) {
      const mbid = fake.merged.get(lookup[1]) ?? lookup[1];
      const group = groups.get(mbid);
      if (!group) return json(response, 404, { error: 'Not Found' });
      return json(response, 200, group.lookup);
    }
    const recording = /^\/ws\/2\/recording\/([0-9a-f-]{36})$/.exec(path);
    if (recording?.[1]) {
      const mbid = fake.merged.get(recording[1]) ?? recording[1];
      const found = [...groups.values()]
        .flatMap((g) => g.releases)
        .flatMap((r) => (r.media as Entry[] | undefined) ?? [])
        .flatMap((m) => (m.tracks as Entry[] | undefined) ?? [])
        .map((t) => t.recording as Entry | undefined)
        .find((r) => r?.id === mbid);
      if (!found) return json(response, 404, { error: 'Not Found' });
      return json(response, 200, found);
    }
    if (path === '/ws/2/release' && search.has('release-group')) {
      const group = groups.get(search.get('release-group') ?? '');
      const releases = group?.releases ?? [];
      return json(response, 200, { 'release-count': releases.length, 'release-offset': 0, releases });
    }
    json(response, 400, { error: `The fake MusicBrainz does not answer ${path}` });
  };

  const server = createServer((request, response) => {
    fake.requests.push({
      path: request.url ?? '',
      at: performance.timeOrigin + performance.now(),
      agent: String(request.headers['user-agent'] ?? ''),
    });
    switch (fake.mode) {
      case 'down':
        request.socket.destroy();
        return;
      case 'slow':
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      case 'busy':
        response.writeHead(503, { 'retry-after': String(fake.retryAfter), 'content-type': 'text/plain' });
        response.end('Your requests are exceeding the allowable rate limit.');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      default:
        answer(request, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/2`;
  return fake;
}
