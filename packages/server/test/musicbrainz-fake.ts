import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for MusicBrainz's web service (/ws/2, fmt=json) for the on-demand, refresh,
 * staff-search and history-import tests and the e2e server: it answers release-group and recording
 * searches, release-group and recording lookups (a recording with inc=releases+release-groups) and
 * release browses from real MusicBrainz documents (test/fixtures/musicbrainz, each naming its
 * source), logs every request's arrival, and can fail the ways MusicBrainz does.
 */

type Fixture = { source: string; answer: Record<string, unknown> };
const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`./fixtures/musicbrainz/${name}`, import.meta.url), 'utf8')) as Fixture;

const release = fixture('dark-side-release.json').answer;
const embeddedGroup = release['release-group'] as Record<string, unknown>;
const { releases: _notAsked, ...groupLookup } = fixture('dark-side-release-group.json').answer;

const careless = fixture('careless-release.json').answer;
const carelessGroup = careless['release-group'] as Record<string, unknown>;

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
    [
      CARELESS,
      // Looked up without inc=artist-credits, as Picard's copy was made: the group has no credit.
      { lookup: carelessGroup, search: { ...carelessGroup, score: 100, count: 1 }, releases: [careless] },
    ],
  ]);
}

/** ケアレス, a single the history imports find by its first recording's MBID. */
export const CARELESS = carelessGroup.id as string;
const carelessTracks = ((careless.media as Entry[])[0]?.tracks ?? []) as Entry[];
export const CARELESS_RECORDING = String((carelessTracks[0]?.recording as Entry | undefined)?.id);

/** A release as a recording lookup (inc=releases) lists it: no media; its group with inc=release-groups. */
function releaseOfRecording(release: Entry, withGroup: boolean): Entry {
  const { media: _media, 'label-info': _labels, relations: _rels, 'release-group': group, ...rest } = release;
  const { genres: _genres, tags: _tags, ...bare } = rest;
  return withGroup ? { ...bare, 'release-group': group } : bare;
}

/** A recording as MusicBrainz's recording search lists it: its credit, and each release with its one track. */
function recordingHit(recording: Entry, release: Entry, medium: Entry, track: Entry): Entry {
  const group = release['release-group'] as Entry;
  return {
    ...recording,
    score: 100,
    'artist-credit': recording['artist-credit'] ?? release['artist-credit'] ?? [],
    releases: [
      {
        id: release.id,
        'status-id': release['status-id'],
        count: 1,
        title: release.title,
        status: release.status,
        'release-group': {
          id: group.id,
          'type-id': group['primary-type-id'],
          'primary-type-id': group['primary-type-id'],
          title: group.title,
          'primary-type': group['primary-type'],
          'secondary-types': group['secondary-types'],
        },
        date: release.date,
        country: release.country,
        'release-events': release['release-events'],
        'track-count': (release.media as Entry[]).reduce((n, m) => n + Number(m['track-count'] ?? 0), 0),
        media: [
          {
            position: medium.position,
            format: medium.format,
            track: [{ id: track.id, number: track.number, title: track.title, length: track.length }],
            'track-count': medium['track-count'],
            'track-offset': Number(track.position ?? 1) - 1,
          },
        ],
      },
    ],
  };
}

/** A Lucene field's phrase in a query (`recording:"Time" AND artist:"Pink Floyd"`), unescaped. */
function field(query: string, name: string): string | null {
  const found = new RegExp(`${name}:"((?:[^"\\\\]|\\\\.)*)"`).exec(query);
  return found?.[1]?.replace(/\\(.)/g, '$1') ?? null;
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
    const tracks = [...groups.values()].flatMap((g) =>
      g.releases.flatMap((r) =>
        ((r.media as Entry[] | undefined) ?? []).flatMap((m) =>
          ((m.tracks as Entry[] | undefined) ?? []).map((t) => ({ release: r, medium: m, track: t })),
        ),
      ),
    );
    if (path === '/ws/2/recording' && search.has('query')) {
      const query = search.get('query') ?? '';
      const title = words(field(query, 'recording') ?? '');
      const artist = words(field(query, 'artist') ?? '');
      const found = tracks
        .filter(({ release: r, track: t }) => {
          const own = words(String((t.recording as Entry).title));
          const credit = words(creditText((t.recording as Entry)['artist-credit'] ?? r['artist-credit']));
          return (
            title.length > 0 && title.every((w) => own.includes(w)) && artist.every((w) => credit.includes(w))
          );
        })
        .map(({ release: r, medium, track }) => recordingHit(track.recording as Entry, r, medium, track));
      json(response, 200, {
        created: new Date().toISOString(),
        count: found.length,
        offset: 0,
        recordings: found,
      });
      return;
    }
    const recording = /^\/ws\/2\/recording\/([0-9a-f-]{36})$/.exec(path);
    if (recording?.[1]) {
      const mbid = fake.merged.get(recording[1]) ?? recording[1];
      const on = tracks.filter(({ track }) => (track.recording as Entry | undefined)?.id === mbid);
      const found = on[0]?.track.recording as Entry | undefined;
      if (!found) return json(response, 404, { error: 'Not Found' });
      const inc = (search.get('inc') ?? '').split(/[+ ]/);
      if (!inc.includes('releases')) return json(response, 200, found);
      const releases = on.map(({ release: r }) => releaseOfRecording(r, inc.includes('release-groups')));
      return json(response, 200, { ...found, releases });
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
