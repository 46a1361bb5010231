import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMusicBrainzClient } from '../src/import/musicbrainz-client.ts';
import { MusicBrainzSearch } from '../src/modules/admin/musicbrainz-search.ts';
import { buildSession, buildUser } from './factories.ts';
import { freePort } from './server-process.ts';
import { useTestServer } from './test-server.ts';

/** MusicBrainz's /ws/2 search answers, in its documented JSON shape, from a local server. */
const RELEASE_GROUP_SEARCH = {
  created: '2026-11-25T00:00:00.000Z',
  count: 1,
  offset: 0,
  'release-groups': [
    {
      id: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
      'type-id': 'f529b476-6e62-324f-b0aa-1f3e33d313fc',
      score: 100,
      'primary-type': 'Album',
      title: 'The Dark Side of the Moon',
      'first-release-date': '1973-03-01',
      'artist-credit': [
        { name: 'Pink Floyd', artist: { id: '83d91898-7763-47d7-b03b-b92132375c47', name: 'Pink Floyd' } },
      ],
    },
  ],
};
const RECORDING_SEARCH = {
  created: '2026-11-25T00:00:00.000Z',
  count: 1,
  offset: 0,
  recordings: [
    {
      id: 'b1a9c0e9-d987-4042-ae91-78d6a3267d69',
      score: 97,
      title: 'Time',
      length: 413000,
      'first-release-date': '1973-03-01',
      'artist-credit': [
        {
          name: 'Pink Floyd',
          joinphrase: '',
          artist: { id: '83d91898-7763-47d7-b03b-b92132375c47', name: 'Pink Floyd' },
        },
      ],
    },
  ],
};

let server: Server;
let url = '';
const requests: Array<{ path: string; agent: string }> = [];
let busy = false;
/** Drop every connection unanswered, as a MusicBrainz that cannot be reached. */
let dropping = false;
/** The staff search over GraphQL asks the local server (set once it listens). */
const apiOverrides: { musicbrainzUrl?: string } = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', agent: String(request.headers['user-agent']) });
    if (dropping) {
      request.socket.destroy();
      return;
    }
    if (busy) {
      response.writeHead(503, { 'retry-after': '1' });
      response.end();
      return;
    }
    const body = request.url?.startsWith('/ws/2/recording') ? RECORDING_SEARCH : RELEASE_GROUP_SEARCH;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/2`;
  apiOverrides.musicbrainzUrl = url;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const search = () =>
  new MusicBrainzSearch(
    createMusicBrainzClient({ url, contact: 'support@earmark.test', intervalMs: 5, timeoutMs: 1_000 }),
  );

describe('MusicBrainz search for the staff pages', () => {
  it('reads release groups and recordings from search answers, with a meaningful User-Agent', async () => {
    const mb = search();
    expect(await mb.releaseGroups('dark side of the moon')).toEqual([
      {
        mbid: 'f5093c06-23e3-404f-aeaa-40f72885ee3a',
        title: 'The Dark Side of the Moon',
        artist: 'Pink Floyd',
        date: '1973-03-01',
        score: 100,
      },
    ]);
    expect((await mb.recordings('time pink floyd'))[0]).toMatchObject({
      title: 'Time',
      artist: 'Pink Floyd',
      score: 97,
    });
    expect(requests.at(-1)?.agent).toMatch(/Earmark\/[\d.]+ \( ?support@earmark\.test ?\)/);
  });

  it('answers a repeated query from its cache', async () => {
    const mb = search();
    await mb.releaseGroups('ok computer');
    const before = requests.length;
    await mb.releaseGroups('ok computer');
    expect(requests.length).toBe(before);
  });

  it('reports a MusicBrainz that keeps answering 503 as unavailable, saying when to try again', async () => {
    busy = true;
    try {
      await expect(search().releaseGroups('nevermind')).rejects.toMatchObject({
        message: 'The MusicBrainz service is unavailable right now. Please try again in 1 second.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
      });
    } finally {
      busy = false;
    }
  });

  it('reports an unreachable MusicBrainz as unavailable', async () => {
    const closed = await freePort();
    const mb = new MusicBrainzSearch(
      createMusicBrainzClient({
        url: `http://127.0.0.1:${closed}/ws/2`,
        contact: 'support@earmark.test',
        intervalMs: 5,
        timeoutMs: 1_000,
      }),
    );
    await expect(mb.recordings('teardrop')).rejects.toMatchObject({
      message: 'The MusicBrainz service is unavailable right now. Please try again in a minute.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 },
    });
  });
});

describe('the staff MusicBrainz search over GraphQL', () => {
  const api = useTestServer(apiOverrides);
  const SEARCH = /* GraphQL */ `
    query SearchMb($query: String!) { searchMusicBrainzReleases(query: $query) { mbid title } }
  `;

  it.each([
    ['answering 503 with Retry-After', () => (busy = true), 'Please try again in 1 second.'],
    ['unreachable', () => (dropping = true), 'Please try again in a minute.'],
  ])(
    'reports a MusicBrainz %s as unavailable, never BAD_USER_INPUT or "Internal server error"',
    async (_, fail, retry) => {
      const { db } = api.current;
      const admin = await buildSession(db, { user: await buildUser(db, { isAdmin: true }) });
      fail();
      try {
        const { body } = await api.current.graphql(
          SEARCH,
          { query: `blue ${retry}` },
          { token: admin.token },
        );
        expect(body.errors?.[0]).toMatchObject({
          message: `The MusicBrainz service is unavailable right now. ${retry}`,
          extensions: { code: 'RATE_LIMITED' },
        });
      } finally {
        busy = false;
        dropping = false;
      }
    },
  );
});
