import type { TableBatch } from './bulk-insert.ts';
import { arrayLiteral } from './bulk-insert.ts';
import type { ArtistIndex } from './catalog-artists.ts';
import { type SongContext, writeTracks } from './catalog-songs.ts';
import { labelName, slug } from './names.ts';
import { entityUuid, type Rng, rngFor } from './prng.ts';
import { type ReleaseHead, releaseHead } from './release-head.ts';
import { DAY, NOW } from './scale.ts';
import { familyAt, GENRE_FAMILIES } from './words.ts';

/** Compact facts about every release, for the activity and list generators (a few bytes each). */
export type CatalogIndex = {
  releases: number;
  day: Int32Array;
  year: Int16Array;
  family: Uint8Array;
  mainArtist: Int32Array;
  /** Songs first released on release r are the ids songStart[r] … songStart[r + 1] - 1. */
  songStart: Int32Array;
  nextSongId: number;
  nextTrackId: number;
};

export type CatalogBatches = {
  releases: TableBatch;
  releaseArtists: TableBatch;
  songs: TableBatch;
  songArtists: TableBatch;
  tracks: TableBatch;
};

export function createCatalogIndex(releases: number): CatalogIndex {
  const songStart = new Int32Array(releases + 2);
  songStart[1] = 1;
  return {
    releases,
    day: new Int32Array(releases + 1),
    year: new Int16Array(releases + 1),
    family: new Uint8Array(releases + 1),
    mainArtist: new Int32Array(releases + 1),
    songStart,
    nextSongId: 1,
    nextTrackId: 1,
  };
}

function trackCount(rng: Rng, head: ReleaseHead): { count: number; discs: number } {
  const [secondary] = head.secondary;
  if (secondary === 'COMPILATION' || secondary === 'AUDIOBOOK') return { count: rng.int(14, 24), discs: 1 };
  if (secondary === 'LIVE') return { count: rng.int(10, 20), discs: rng.chance(0.2) ? 2 : 1 };
  switch (head.primary) {
    case 'ALBUM':
      return rng.chance(0.05) ? { count: rng.int(18, 28), discs: 2 } : { count: rng.int(9, 17), discs: 1 };
    case 'SINGLE':
      return { count: rng.int(1, 4), discs: 1 };
    case 'EP':
      return { count: rng.int(4, 7), discs: 1 };
    default:
      return { count: rng.int(2, 12), discs: 1 };
  }
}

function releaseSources(
  rng: Rng,
  head: ReleaseHead,
  mbid: string,
): { json: string; playlist: string | null } {
  const sources = [{ type: 'MUSICBRAINZ', url: `https://musicbrainz.org/release-group/${mbid}` }];
  if (rng.chance(0.85))
    sources.push({ type: 'SPOTIFY', url: `https://open.spotify.com/album/${rng.token(22)}` });
  if (rng.chance(0.55)) {
    const path = `${rng.int(1000, 3_999_999)}-${slug(head.artistName)}-${slug(head.title)}`;
    sources.push({ type: 'DISCOGS', url: `https://www.discogs.com/master/${path}` });
  }
  const playlist = rng.chance(0.45) ? `OLAK5uy_${rng.token(33)}` : null;
  if (playlist) sources.push({ type: 'YOUTUBE', url: `https://www.youtube.com/playlist?list=${playlist}` });
  return { json: JSON.stringify(sources), playlist };
}

function releaseDay(rng: Rng, year: number): number {
  const lastMonth = year === 2025 ? 8 : 11;
  return Math.floor(Date.UTC(year, rng.int(0, lastMonth), rng.int(1, 28)) / 86_400_000);
}

/** Generates releases `from`…`to` with their credits, songs and track lists into the batches. */
export function generateReleases(
  from: number,
  to: number,
  artists: ArtistIndex,
  catalog: CatalogIndex,
  out: CatalogBatches,
): void {
  for (let id = from; id <= to; id++) {
    const head = releaseHead(id, artists, catalog.nextSongId);
    const rng = rngFor('release-body', id);
    const main = head.credits[0]?.artistId ?? 1;
    const familyIndex = head.isVarious ? rng.int(0, GENRE_FAMILIES.length - 1) : (artists.family[main] ?? 0);
    const family = familyAt(familyIndex);
    const genres = [...new Set([rng.pick(family.genres), rng.pick(family.genres)])];
    const day = releaseDay(rng, head.year);
    const mbid = entityUuid('release', id);
    const sources = releaseSources(rng, head, mbid);
    const label = rng.chance(0.08) ? null : labelName(rngFor('label', rng.chance(0.7) ? main : id));
    const createdAt = NOW - 700 * DAY + Math.floor((id / catalog.releases) * 690 * DAY);
    const secondary = arrayLiteral(head.secondary);
    out.releases.add(
      id,
      mbid,
      head.title,
      head.artistName,
      head.year,
      day,
      head.primary,
      secondary,
      arrayLiteral(genres),
      label,
      sources.playlist,
      sources.json,
      createdAt,
      createdAt,
    );
    // Each credit row carries its release's types, year and date (tables-catalog.ts).
    head.credits.forEach((credit, i) => {
      const { artistId, name, joinPhrase } = credit;
      out.releaseArtists.add(id, i, artistId, name, joinPhrase, head.primary, secondary, head.year, day);
    });
    catalog.day[id] = day;
    catalog.year[id] = head.year;
    catalog.family[id] = familyIndex;
    catalog.mainArtist[id] = main;
    const context: SongContext = { head, rng, family, createdAt, artists };
    const shape = trackCount(rng, head);
    writeTracks(context, shape.count, shape.discs, catalog, out);
    catalog.songStart[id + 1] = catalog.nextSongId;
  }
}
