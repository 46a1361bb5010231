import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test helpers for the importer's live-path tests (not a test file itself). */
export const RADIOHEAD = 'a74b1b7f-71a5-4011-9441-d0b5e4122711';
const credit = [
  {
    name: 'Radiohead',
    joinphrase: '',
    artist: { id: RADIOHEAD, name: 'Radiohead', 'sort-name': 'Radiohead', disambiguation: '', type: 'Group' },
  },
];

const hex = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** An artist lookup (inc=url-rels) as /ws/2 answers it. */
export const artistLookup = {
  id: RADIOHEAD,
  name: 'Radiohead',
  'sort-name': 'Radiohead',
  type: 'Group',
  country: 'GB',
  disambiguation: '',
  'life-span': { begin: '1991', end: null, ended: false },
  relations: [
    {
      type: 'discogs',
      'target-type': 'url',
      direction: 'forward',
      url: {
        id: 'a6a5a3d8-6bd8-4a3e-9d6c-2d8f5e5c8f11',
        resource: 'https://www.discogs.com/artist/3840-Radiohead',
      },
    },
  ],
};

/** The artist's nth release group, as a browse with inc=artist-credits+genres+url-rels lists it. */
export function releaseGroup(n: number) {
  return {
    id: hex(0xb, n),
    title: `Session ${String(n).padStart(3, '0')}`,
    'primary-type': n % 3 === 0 ? 'Single' : 'Album',
    'secondary-types': [],
    'first-release-date': `${1993 + (n % 30)}-05-21`,
    disambiguation: '',
    'artist-credit': credit,
    genres: [
      { name: 'alternative rock', count: 3, id: 'ceeaa283-5d7b-4202-8d1d-e25d116b2a18', disambiguation: '' },
    ],
    relations: [],
  };
}

/** The group's one release, as a browse with inc=recordings+isrcs+artist-credits+labels+genres+url-rels lists it. */
export function releaseOf(n: number) {
  const recording = {
    id: hex(0xd, n),
    title: `Take ${n}`,
    length: 200_000 + n,
    video: false,
    'artist-credit': credit,
  };
  return {
    id: hex(0xc, n),
    title: `Session ${String(n).padStart(3, '0')}`,
    status: 'Official',
    date: `${1993 + (n % 30)}-05-21`,
    country: 'GB',
    'artist-credit': credit,
    'label-info': [{ 'catalog-number': `CAT${n}`, label: { id: hex(0xe, 1), name: 'Parlophone' } }],
    genres: [],
    relations: [],
    media: [
      {
        position: 1,
        format: 'CD',
        'track-count': 1,
        'track-offset': 0,
        tracks: [
          {
            id: hex(0xf, n),
            position: 1,
            number: '1',
            title: recording.title,
            length: recording.length,
            recording,
          },
        ],
      },
    ],
  };
}

export type Handler = (url: URL, res: ServerResponse) => boolean;
export type Hit = { at: number; path: string; query: URLSearchParams };

/** A /ws/2 stand-in answering an artist with `groups` release groups; `before` may answer first. */
export async function startWebService(groups: number) {
  const hits: Hit[] = [];
  let before: Handler = () => false;
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.push({ at: Date.now(), path: url.pathname, query: url.searchParams });
    if (before(url, res)) return;
    const q = url.searchParams;
    if (url.pathname === `/ws/2/artist/${RADIOHEAD}`) return json(res, 200, artistLookup);
    if (url.pathname === '/ws/2/release-group' && q.get('artist') === RADIOHEAD) {
      const offset = Number(q.get('offset') ?? 0);
      const limit = Math.min(Number(q.get('limit') ?? 25), 100);
      const page = Array.from({ length: Math.max(0, Math.min(limit, groups - offset)) }, (_, i) =>
        releaseGroup(offset + i + 1),
      );
      return json(res, 200, {
        'release-group-count': groups,
        'release-group-offset': offset,
        'release-groups': page,
      });
    }
    if (url.pathname === '/ws/2/release') {
      const n = Number.parseInt((q.get('release-group') ?? '').slice(-12), 16);
      const found = n >= 1 && n <= groups ? [releaseOf(n)] : [];
      return json(res, 200, { 'release-count': found.length, 'release-offset': 0, releases: found });
    }
    json(res, 404, { error: 'Not Found' });
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/2`,
    hits,
    /** Answers some requests differently (a 503, or none at all); true when it answered. */
    intercept(handler: Handler) {
      before = handler;
    },
    json,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
