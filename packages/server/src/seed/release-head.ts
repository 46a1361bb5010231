import {
  RELEASE_PRIMARY_TYPES,
  RELEASE_SECONDARY_TYPES,
  type ReleasePrimaryType,
  type ReleaseSecondaryType,
} from '@earmark/shared';
import { type ArtistIndex, VARIOUS_ARTISTS_ID } from './catalog-artists.ts';
import { releaseTitle, songTitle } from './names.ts';
import { type Rng, rngFor } from './prng.ts';
import { ADJECTIVES, PLACES, TITLE_WORDS } from './words.ts';

export type Credit = { artistId: number; name: string; joinPhrase: string };

/** The part of a release other data refers to: recomputable from its id alone (reviews quote titles). */
export type ReleaseHead = {
  id: number;
  primary: ReleasePrimaryType;
  secondary: ReleaseSecondaryType[];
  isVarious: boolean;
  credits: Credit[];
  artistName: string;
  year: number;
  title: string;
};

const PRIMARY_WEIGHTS: ReadonlyArray<readonly [ReleasePrimaryType, number]> = [
  ['ALBUM', 64],
  ['SINGLE', 13],
  ['EP', 13],
  ['OTHER', 4],
  ['BROADCAST', 3],
  ['NONE', 3],
];

const SECONDARY_WEIGHTS: ReadonlyArray<readonly [ReleaseSecondaryType, number]> = [
  ['COMPILATION', 26],
  ['LIVE', 24],
  ['SOUNDTRACK', 10],
  ['REMIX', 8],
  ['DEMO', 7],
  ['MIXTAPE_STREET', 6],
  ['DJ_MIX', 5],
  ['SPOKENWORD', 4],
  ['INTERVIEW', 3],
  ['AUDIOBOOK', 2],
  ['AUDIO_DRAMA', 2],
  ['FIELD_RECORDING', 3],
];

/** The title of song `songId` (its own stream, so a track list can quote it without the release). */
export function songTitleFor(songId: number): string {
  return songTitle(rngFor('song-title', songId));
}

function credits(rng: Rng, artists: ArtistIndex, main: number): Credit[] {
  const other = () => 2 + rng.int(0, artists.count - 2);
  const named = (artistId: number, joinPhrase: string): Credit => ({
    artistId,
    name: artists.names[artistId] ?? '',
    joinPhrase,
  });
  const shape = rng.weighted<string>([
    ['solo', 86],
    ['and', 6],
    ['feat', 4],
    ['three', 2],
    ['with', 2],
  ]);
  const second = other();
  if (shape === 'solo' || second === main) return [named(main, '')];
  if (shape === 'three') {
    const third = other();
    if (third !== main && third !== second) {
      return [named(main, ', '), named(second, ' & '), named(third, '')];
    }
  }
  const phrase = shape === 'feat' ? ' feat. ' : shape === 'with' ? ' with ' : ' & ';
  return [named(main, phrase), named(second, '')];
}

function typedTitle(rng: Rng, head: ReleaseHead, base: string): string {
  const [secondary] = head.secondary;
  const artist = head.credits[0]?.name ?? '';
  const place = rng.pick(PLACES);
  switch (secondary) {
    case 'COMPILATION':
      return head.isVarious
        ? `${rng.pick(ADJECTIVES)} Sounds of ${place}, Vol. ${rng.int(1, 6)}`
        : rng.pick([`The Best of ${artist}`, 'Greatest Hits', `Singles ${head.year - 9}–${head.year}`, base]);
    case 'LIVE':
      return rng.pick([`Live at the ${rng.pick(TITLE_WORDS)} Hall`, `Live in ${place}`, `${base} (Live)`]);
    case 'SOUNDTRACK':
      return `${base} (Original Motion Picture Soundtrack)`;
    case 'REMIX':
      return `${base} Remixed`;
    case 'DEMO':
      return rng.pick([`${base} (Demos)`, 'The Basement Tapes', `Early Demos ${head.year}`]);
    case 'DJ_MIX':
      return `${rng.pick(['Late Night Tales', 'Fabric Sessions', 'Back to Mine'])}: ${artist}`;
    case 'MIXTAPE_STREET':
      return `${base} (Mixtape)`;
    case 'SPOKENWORD':
      return `Readings from ${base}`;
    case 'INTERVIEW':
      return `In Conversation with ${artist}`;
    case 'AUDIOBOOK':
      return `${base}: The Audiobook`;
    case 'AUDIO_DRAMA':
      return `The ${base} Affair: A Radio Play`;
    case 'FIELD_RECORDING':
      return `Field Recordings from ${place}`;
    default:
      return head.primary === 'BROADCAST' ? `Live Session for ${place} Radio` : base;
  }
}

/** Recomputes a release's type, credits, year and title from its id (and its first song's id). */
export function releaseHead(id: number, artists: ArtistIndex, firstSongId: number): ReleaseHead {
  const rng = rngFor('release', id);
  const primary = id >= 13 && id <= 18 ? RELEASE_PRIMARY_TYPES[id - 13] : rng.weighted(PRIMARY_WEIGHTS);
  const forced = id <= 12 ? RELEASE_SECONDARY_TYPES[id - 1] : undefined;
  const isVarious = id > 40 && rng.chance(0.03);
  const secondary: ReleaseSecondaryType[] = [];
  if (forced) secondary.push(forced);
  else if (isVarious) secondary.push(rng.chance(0.7) ? 'COMPILATION' : 'SOUNDTRACK');
  else if (rng.chance(0.2)) {
    secondary.push(rng.weighted(SECONDARY_WEIGHTS));
    const extra = rng.weighted(SECONDARY_WEIGHTS);
    if (rng.chance(0.1) && extra !== secondary[0]) secondary.push(extra);
  }
  const main = isVarious ? VARIOUS_ARTISTS_ID : 2 + rng.skewed(artists.count - 1, 1.5);
  const list = isVarious
    ? [{ artistId: main, name: 'Various Artists', joinPhrase: '' }]
    : credits(rng, artists, main);
  const start = isVarious ? 1960 : (artists.startYear[main] ?? 1990);
  const drawn = Math.min(2025, Math.max(1950, start + Math.floor(rng.next() ** 1.4 * 35)));
  const year = id === 19 ? 1950 : id === 20 ? 2025 : drawn;
  const head: ReleaseHead = {
    id,
    primary: isVarious ? 'ALBUM' : (primary ?? 'ALBUM'),
    secondary,
    isVarious,
    credits: list,
    artistName: list.map((c) => c.name + c.joinPhrase).join(''),
    year,
    title: '',
  };
  const base =
    head.primary === 'SINGLE' ? songTitleFor(firstSongId) : releaseTitle(rngFor('release-title', id));
  head.title = typedTitle(rng, head, base);
  return head;
}
