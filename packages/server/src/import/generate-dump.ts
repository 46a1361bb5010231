import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * Writes a MusicBrainz-style JSON dump for measuring the importer: N release groups with their
 * artists, releases (a second, later release for one group in five) and recordings, one web
 * service JSON entity per line, like the data.metabrainz.org json-dumps. Deterministic.
 *
 *   npx tsx packages/server/src/import/generate-dump.ts <file> [--release-groups N]
 */

type Json = Record<string, unknown>;

/** mulberry32: small, fast and deterministic. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(20260522);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A UUID per entity kind and number, shaped like a version 4 one. */
function mbid(kind: number, n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `${kind.toString(16).padStart(8, '0')}-${hex.slice(0, 4)}-4${hex.slice(4, 7)}-8${hex.slice(7, 10)}-${hex.padStart(12, '0')}`;
}

const WORDS = [
  'Blue',
  'Night',
  'Echo',
  'Glass',
  'River',
  'Static',
  'Golden',
  'Hollow',
  'Neon',
  'Paper',
  'Silent',
  'Velvet',
];
const title = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
const PRIMARY = ['Album', 'Album', 'Album', 'Single', 'Single', 'EP', 'Broadcast', 'Other', null];
const SECONDARY = [
  'Compilation',
  'Live',
  'Remix',
  'Soundtrack',
  'DJ-mix',
  'Mixtape/Street',
  'Demo',
  'Spokenword',
];
const GENRES = ['rock', 'pop', 'electronic', 'jazz', 'hip hop', 'folk', 'house', 'ambient'];

function artistRef(n: number): Json {
  const name = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`;
  return {
    id: mbid(1, n),
    name,
    'sort-name': name,
    disambiguation: n % 7 === 0 ? 'band' : '',
    type: 'Group',
  };
}

function artistLine(n: number): Json {
  const url = { id: mbid(9, n), resource: `https://www.discogs.com/artist/${n}` };
  const relation = { type: 'discogs', 'target-type': 'url', direction: 'forward', attributes: [], url };
  const lifeSpan = { begin: '1990', end: null, ended: false };
  return {
    ...artistRef(n),
    country: 'GB',
    'life-span': lifeSpan,
    aliases: [],
    tags: [],
    genres: [],
    relations: [relation],
  };
}

function credit(artists: readonly number[]): Json[] {
  const joins = artists.length === 2 ? [pick([' & ', ' feat. ', ' x ']), ''] : [''];
  return artists.map((n, i) => {
    const artist = artistRef(n);
    return { name: artist.name, joinphrase: joins[i], artist };
  });
}

function groupLine(n: number, artists: readonly number[]): Json {
  const primary = pick(PRIMARY);
  const year = 1960 + (n % 65);
  return {
    id: mbid(2, n),
    title: title(1 + (n % 3)),
    'primary-type': primary,
    'primary-type-id': null,
    'secondary-types': random() < 0.2 ? [pick(SECONDARY)] : [],
    'secondary-type-ids': [],
    'first-release-date': n % 5 === 0 ? `${year}` : `${year}-0${1 + (n % 9)}-1${n % 10}`,
    disambiguation: '',
    'artist-credit': credit(artists),
    genres: [{ name: pick(GENRES), count: 3, id: mbid(8, n % 8), disambiguation: '' }],
    tags: [],
    aliases: [],
    rating: { value: null, 'votes-count': 0 },
    relations: [],
  };
}

function recordingLine(n: number, artists: readonly number[]): Json {
  return {
    id: mbid(4, n),
    title: title(2),
    length: 120_000 + Math.floor(random() * 300_000),
    disambiguation: '',
    video: false,
    'first-release-date': '',
    'artist-credit': credit(artists),
    isrcs: [],
    relations: [],
  };
}

type State = { recording: number; release: number };

function releaseLine(group: Json, artists: readonly number[], state: State, official: boolean) {
  const recordings: Json[] = [];
  const discs = random() < 0.1 ? 2 : 1;
  const media = Array.from({ length: discs }, (_, d) => {
    const count = 4 + Math.floor(random() * 9);
    const tracks = Array.from({ length: count }, (_, t) => {
      const recording = recordingLine(++state.recording, artists);
      recordings.push(recording);
      const { isrcs: _i, relations: _r, ...embedded } = recording;
      return {
        id: mbid(5, state.recording),
        position: t + 1,
        number: String(t + 1),
        title: recording.title,
        length: recording.length,
        'artist-credit': recording['artist-credit'],
        recording: embedded,
      };
    });
    return { position: d + 1, format: 'CD', 'track-count': count, 'track-offset': 0, tracks };
  });
  const { genres: _g, tags: _t, aliases: _a, rating: _ra, relations: _re, ...embeddedGroup } = group;
  const release = {
    id: mbid(3, ++state.release),
    title: group.title,
    status: official ? 'Official' : 'Promotion',
    date: group['first-release-date'],
    country: 'XW',
    barcode: null,
    'artist-credit': group['artist-credit'],
    'release-group': embeddedGroup,
    'label-info': [
      {
        'catalog-number': `CAT${state.release}`,
        label: { id: mbid(6, state.release % 500), name: `${pick(WORDS)} Records` },
      },
    ],
    media,
    relations: [],
  };
  return { release, recordings };
}

async function generate(file: string, groups: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (entity: Json) => {
    if (!out.write(`${JSON.stringify(entity)}\n`)) await once(out, 'drain');
  };
  const artistCount = Math.max(1, Math.floor(groups / 5));
  const seen = new Set<number>();
  const state: State = { recording: 0, release: 0 };
  for (let n = 1; n <= groups; n++) {
    const main = 1 + Math.floor(random() * artistCount);
    const artists = random() < 0.1 ? [main, 1 + Math.floor(random() * artistCount)] : [main];
    for (const a of artists) if (!seen.has(a) && seen.add(a)) await write(artistLine(a));
    const group = groupLine(n, artists);
    await write(group);
    const releases = random() < 0.2 ? [false, true] : [true];
    for (const official of releases) {
      const { release, recordings } = releaseLine(group, artists, state, official);
      await write(release);
      for (const recording of recordings) await write(recording);
    }
  }
  out.end();
  await once(out, 'finish');
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'release-groups': { type: 'string', default: '100000' } },
});
const [file] = positionals;
if (!file) {
  process.stderr.write('usage: generate-dump.ts <file> [--release-groups N]\n');
  process.exit(2);
}
await generate(file, Number(values['release-groups']));
