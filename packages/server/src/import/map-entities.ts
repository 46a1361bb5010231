import { isrcList } from './isrc.ts';
import { mapCredits, printedCredit } from './map-credits.ts';
import { mapDataSources } from './map-data-sources.ts';
import { durationOf, earliestDate, precisionOf, sortableDate, yearOf } from './map-dates.ts';
import { mapArtistType, mapPrimaryType, mapSecondaryTypes } from './map-types.ts';
import type { MbArtist, MbArtistCredit, MbRecording, MbReleaseGroup, MbVotes } from './mb-json.ts';
import type { ArtistRecord, GroupRecord, SongRecord } from './records.ts';

const COVER_ART = 'https://coverartarchive.org/release-group';

export function mapArtist(artist: MbArtist): ArtistRecord {
  return {
    mbid: artist.id,
    name: artist.name,
    sortName: artist['sort-name'] || null,
    disambiguation: artist.disambiguation || null,
    type: mapArtistType(artist.type),
    dataSources: mapDataSources('artist', artist.id, artist.relations),
  };
}

/** A credit that names someone, or null: MusicBrainz answers without inc=artist-credits have none. */
export function nonEmptyCredit(credit: MbArtistCredit | null | undefined): MbArtistCredit | null {
  return credit && credit.length > 0 ? credit : null;
}

/** What an entity says about its genres: `genres` (inc=genres), else its `tags` (search results). */
export type VoteSource = { genres?: MbVotes; tags?: MbVotes };

/**
 * Genre names over several sources (a release group and its release), votes added up, most
 * voted first (ties by name). A source's tags count only when it gives no genres.
 */
export function mapGenres(sources: readonly VoteSource[]): string[] {
  const votes = new Map<string, number>();
  for (const source of sources) {
    const list = source.genres && source.genres.length > 0 ? source.genres : (source.tags ?? []);
    for (const { name, count } of list) votes.set(name, (votes.get(name) ?? 0) + (count ?? 0));
  }
  return [...votes].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([name]) => name);
}

/** A release group; `also` adds the genres of the release it came with. */
export function mapReleaseGroup(group: MbReleaseGroup, also: readonly VoteSource[] = []): GroupRecord {
  const credits = mapCredits(group['artist-credit']);
  const date = group['first-release-date'];
  return {
    mbid: group.id,
    title: group.title,
    disambiguation: group.disambiguation || null,
    artistName: printedCredit(credits),
    year: yearOf(date),
    releaseDate: sortableDate(date),
    releaseDatePrecision: precisionOf(date),
    primaryType: mapPrimaryType(group['primary-type']),
    secondaryTypes: mapSecondaryTypes(group['secondary-types']),
    genres: mapGenres([group, ...also]),
    image: `${COVER_ART}/${group.id}/front-500`,
    thumb: `${COVER_ART}/${group.id}/front-250`,
    dataSources: mapDataSources('release-group', group.id, group.relations),
    credits,
  };
}

/**
 * A recording. Its date is the earliest of its first release date, the dates of the releases its
 * answer embeds, and `alsoDated` (the release whose track list shows it).
 */
export function mapRecording(recording: MbRecording, alsoDated: string | null = null): SongRecord {
  const credits = mapCredits(recording['artist-credit']);
  const releaseDates = (recording.releases ?? []).flatMap((r) => [
    r.date,
    ...(r['release-events'] ?? []).map((e) => e.date),
  ]);
  const date = earliestDate([recording['first-release-date'], ...releaseDates, alsoDated]);
  return {
    mbid: recording.id,
    title: recording.title,
    disambiguation: recording.disambiguation || null,
    artistName: printedCredit(credits),
    year: yearOf(date),
    releaseDate: sortableDate(date),
    releaseDatePrecision: precisionOf(date),
    isVideo: recording.video ?? null,
    durationMs: durationOf(recording.length),
    isrcs: isrcList(recording.isrcs),
    dataSources: mapDataSources('recording', recording.id, recording.relations),
    credits,
  };
}
