import type { ArtistType } from '@earmark/shared';
import type { TableBatch } from './bulk-insert.ts';
import { type ArtistKind, artistName, slug } from './names.ts';
import { entityUuid, rngFor } from './prng.ts';
import { DAY, NOW } from './scale.ts';
import { artistProfile } from './text.ts';
import { familyAt, GENRE_FAMILIES, NATIONALITIES } from './words.ts';

/** MusicBrainz's special artist that compilations of many artists are credited to. */
export const VARIOUS_ARTISTS_ID = 1;

/** What the release generator needs to know about every artist, in compact arrays. */
export type ArtistIndex = {
  count: number;
  names: string[];
  family: Uint8Array;
  startYear: Int16Array;
};

const KINDS: ReadonlyArray<readonly [ArtistKind, number]> = [
  ['band', 45],
  ['person', 38],
  ['mononym', 9],
  ['project', 8],
];

const ARTIST_TYPE_OF_KIND: Record<ArtistKind, ArtistType | null> = {
  band: 'GROUP',
  person: 'PERSON',
  mononym: 'PERSON',
  project: null,
};

/** Generates every artist (names unique up to a disambiguation) into `batch`. */
export function generateArtists(count: number, batch: TableBatch): ArtistIndex {
  const index: ArtistIndex = {
    count,
    names: [''],
    family: new Uint8Array(count + 1),
    startYear: new Int16Array(count + 1),
  };
  const seen = new Map<string, number>();
  for (let id = 1; id <= count; id++) {
    const rng = rngFor('artist', id);
    const familyIndex = rng.int(0, GENRE_FAMILIES.length - 1);
    const family = familyAt(familyIndex);
    const startYear = 1950 + Math.floor(72 * rng.next() ** 0.7);
    const nationality = rng.pick(NATIONALITIES);
    const isVarious = id === VARIOUS_ARTISTS_ID;
    const kind = isVarious ? null : rng.weighted(KINDS);
    const { name, sortName } =
      kind === null ? { name: 'Various Artists', sortName: 'Various Artists' } : artistName(rng, kind);
    // MusicBrainz's artist type; a project is one of the many artists MusicBrainz has no type for.
    const type = kind === null ? 'OTHER' : ARTIST_TYPE_OF_KIND[kind];
    const act = family.act;
    const key = name.toLowerCase();
    const repeats = seen.get(key) ?? 0;
    seen.set(key, repeats + 1);
    const disambiguation = isVarious
      ? 'add compilations to this artist'
      : repeats > 0 || rng.chance(0.05)
        ? `${nationality} ${act}${repeats > 1 ? `, ${startYear}s` : ''}`
        : null;
    const profile = isVarious
      ? null
      : artistProfile(rng, { name, nationality, act, year: startYear, genre: family.genres[0] ?? 'rock' });
    const mbid = entityUuid('artist', id);
    const sources = [
      { type: 'MUSICBRAINZ', url: `https://musicbrainz.org/artist/${mbid}` },
      ...(rng.chance(0.85)
        ? [{ type: 'SPOTIFY', url: `https://open.spotify.com/artist/${rng.token(22)}` }]
        : []),
      ...(rng.chance(0.6)
        ? [
            {
              type: 'DISCOGS',
              url: `https://www.discogs.com/artist/${rng.int(10_000, 9_999_999)}-${slug(name)}`,
            },
          ]
        : []),
    ];
    const createdAt = NOW - 800 * DAY + Math.floor((id / count) * 700 * DAY);
    batch.add(
      id,
      mbid,
      name,
      sortName,
      disambiguation,
      type,
      profile,
      JSON.stringify(sources),
      createdAt,
      createdAt,
    );
    index.names.push(name);
    index.family[id] = familyIndex;
    index.startYear[id] = startYear;
  }
  return index;
}
