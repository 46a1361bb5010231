import type { SongRole } from '@earmark/shared';
import { arrayLiteral } from './bulk-insert.ts';
import type { ArtistIndex } from './catalog-artists.ts';
import type { CatalogBatches, CatalogIndex } from './catalog-releases.ts';
import { entityUuid, type Rng } from './prng.ts';
import { type Credit, type ReleaseHead, songTitleFor } from './release-head.ts';
import type { GenreFamily } from './words.ts';

export type SongContext = {
  head: ReleaseHead;
  rng: Rng;
  family: GenreFamily;
  createdAt: number;
  artists: ArtistIndex;
};

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const FEATURING_FAMILIES = new Set(['hiphop', 'pop', 'soul', 'electronic']);

type SongCredit = Credit & { role: SongRole };

function songCredits(context: SongContext): SongCredit[] {
  const { rng, head, artists } = context;
  const credits: SongCredit[] = head.credits.map((c) => ({ ...c, role: 'MAIN' }));
  const other = () => 2 + rng.int(0, artists.count - 2);
  const featuring = FEATURING_FAMILIES.has(context.family.key) ? 0.18 : 0.04;
  const last = credits[credits.length - 1];
  if (last && rng.chance(featuring)) {
    const guest = other();
    last.joinPhrase = ' feat. ';
    credits.push({ artistId: guest, name: artists.names[guest] ?? '', joinPhrase: '', role: 'FEATURED' });
  }
  if (head.secondary.includes('REMIX')) {
    const remixer = other();
    credits.push({ artistId: remixer, name: artists.names[remixer] ?? '', joinPhrase: '', role: 'REMIXER' });
  } else if (rng.chance(0.03)) {
    const producer = other();
    const role: SongRole = rng.chance(0.5) ? 'PRODUCER' : 'COMPOSER';
    credits.push({ artistId: producer, name: artists.names[producer] ?? '', joinPhrase: '', role });
  }
  return credits;
}

function durationMs(rng: Rng, family: GenreFamily, title: string): number {
  const short = title === 'Intro' || title === 'Outro' || title === 'Interlude';
  const seconds = short ? rng.int(40, 100) : family.songSeconds * (0.6 + 0.8 * rng.next());
  return Math.round(seconds * 1000) + rng.int(0, 999);
}

/**
 * Every 40th song (from the first) has an ISRC, so a listen sent with one matches by it: made up
 * (country XX), derived from the id alone so the generator's random draws stay as they were.
 */
function seedIsrcs(id: number, year: number): string[] {
  if (id % 40 !== 1) return [];
  return [`XXEMK${String(year % 100).padStart(2, '0')}${String(id % 100_000).padStart(5, '0')}`];
}

/** A new song first released on this release, with its credits; returns its id and title. */
function writeSong(context: SongContext, catalog: CatalogIndex, out: CatalogBatches) {
  const { rng, head } = context;
  const id = catalog.nextSongId++;
  const base = songTitleFor(id);
  const credits = songCredits(context);
  const remixer = credits.find((c) => c.role === 'REMIXER');
  const title = remixer ? `${base} (${remixer.name} Remix)` : base;
  const printed = credits.filter((c) => c.role === 'MAIN' || c.role === 'FEATURED');
  const artistName = printed.map((c, i) => c.name + (i === printed.length - 1 ? '' : c.joinPhrase)).join('');
  const duration = durationMs(rng, context.family, base);
  const mbid = entityUuid('song', id);
  const sources = [{ type: 'MUSICBRAINZ', url: `https://musicbrainz.org/recording/${mbid}` }];
  if (rng.chance(0.8))
    sources.push({ type: 'SPOTIFY', url: `https://open.spotify.com/track/${rng.token(22)}` });
  const youtubeId = rng.chance(0.4) ? rng.token(11, YOUTUBE_ALPHABET) : null;
  if (youtubeId) sources.push({ type: 'YOUTUBE', url: `https://www.youtube.com/watch?v=${youtubeId}` });
  out.songs.add(
    id,
    mbid,
    title,
    artistName,
    head.id,
    head.year,
    duration,
    arrayLiteral(seedIsrcs(id, head.year)),
    rng.chance(0.002),
    rng.chance(0.0015),
    youtubeId,
    JSON.stringify(sources),
    context.createdAt,
    context.createdAt,
  );
  credits.forEach((c, i) => {
    out.songArtists.add(id, i, c.artistId, c.role, c.name, i === credits.length - 1 ? '' : c.joinPhrase);
  });
  return { id, title, duration };
}

/** An earlier release's song, for compilations of various artists. */
function reusedSong(rng: Rng, head: ReleaseHead, catalog: CatalogIndex, used: Set<number>) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const release = rng.int(1, head.id - 1);
    const first = catalog.songStart[release] ?? 0;
    const end = catalog.songStart[release + 1] ?? 0;
    if (end <= first) continue;
    const id = first + rng.int(0, end - first - 1);
    if (used.has(id)) continue;
    used.add(id);
    return { id, title: songTitleFor(id), duration: rng.int(150_000, 330_000) };
  }
  return null;
}

/** The release's track list: new songs, or for compilations of various artists, earlier ones. */
export function writeTracks(
  context: SongContext,
  count: number,
  discs: number,
  catalog: CatalogIndex,
  out: CatalogBatches,
): void {
  const used = new Set<number>();
  const perDisc = Math.ceil(count / discs);
  let position = 0;
  for (let i = 0; i < count; i++) {
    const song = context.head.isVarious
      ? reusedSong(context.rng, context.head, catalog, used)
      : writeSong(context, catalog, out);
    if (!song) continue;
    position++;
    const disc = 1 + Math.floor((position - 1) / perDisc);
    out.tracks.add(
      catalog.nextTrackId++,
      context.head.id,
      song.id,
      position,
      disc,
      song.title,
      song.duration,
    );
  }
}
