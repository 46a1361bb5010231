import type { DataSource } from '../../db/schema/index.ts';

/** Client routes and image addresses of catalog items (covers are drawn when none is stored). */
export const releaseLink = (id: number) => `/releases/${id}`;
export const songLink = (id: number) => `/songs/${id}`;
export const artistLink = (id: number) => `/artists/${id}`;
export const releaseCover = (id: number) => `/covers/releases/${id}.svg`;
export const songCover = (id: number) => `/covers/songs/${id}.svg`;
export const artistCover = (id: number) => `/covers/artists/${id}.svg`;

export function spotifyLink(dataSources: DataSource[]): string | null {
  return dataSources.find((source) => source.type === 'SPOTIFY')?.url ?? null;
}

export function musicBrainzLink(kind: 'release-group' | 'recording' | 'artist', mbid: string | null) {
  return mbid ? `https://musicbrainz.org/${kind}/${mbid}` : null;
}

/** Seconds from milliseconds, rounded; null stays null. */
export function seconds(durationMs: number | null): number | null {
  return durationMs === null ? null : Math.round(durationMs / 1000);
}

/**
 * A date as MusicBrainz wrote it: "1997", "1997-05" or "1997-05-12" (precision 1, 2, 3; a date
 * without one is a full date).
 */
export function datePrecise(date: string | null, precision: number | null): string | null {
  if (date === null) return null;
  return date.slice(0, precision === 1 ? 4 : precision === 2 ? 7 : 10);
}
