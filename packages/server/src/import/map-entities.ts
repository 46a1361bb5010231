import { mapCredits, printedCredit } from './map-credits.ts';
import { mapDataSources, mapReleaseLinks } from './map-data-sources.ts';
import { durationOf, sortableDate, yearOf } from './map-dates.ts';
import { mapPrimaryType, mapSecondaryTypes } from './map-types.ts';
import type { MbArtist, MbGenres, MbRecording, MbRelease, MbReleaseGroup } from './mb-json.ts';
import type { ArtistRecord, GroupRecord, ReleaseRecord, SongRecord, TrackRecord } from './records.ts';

const COVER_ART = 'https://coverartarchive.org/release-group';

export function mapArtist(artist: MbArtist): ArtistRecord {
  return {
    mbid: artist.id,
    name: artist.name,
    sortName: artist['sort-name'] || null,
    disambiguation: artist.disambiguation || null,
    dataSources: mapDataSources('artist', artist.id, artist.relations),
  };
}

/** Genre names, most voted first (ties by name). */
function mapGenres(genres: MbGenres): string[] {
  return [...(genres ?? [])]
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((g) => g.name)
    .filter((name, i, all) => all.indexOf(name) === i);
}

export function mapReleaseGroup(group: MbReleaseGroup): GroupRecord {
  const credits = mapCredits(group['artist-credit']);
  const date = group['first-release-date'];
  return {
    mbid: group.id,
    title: group.title,
    artistName: printedCredit(credits),
    year: yearOf(date),
    releaseDate: sortableDate(date),
    primaryType: mapPrimaryType(group['primary-type']),
    secondaryTypes: mapSecondaryTypes(group['secondary-types']),
    genres: mapGenres(group.genres),
    image: `${COVER_ART}/${group.id}/front-500`,
    thumb: `${COVER_ART}/${group.id}/front-250`,
    dataSources: mapDataSources('release-group', group.id, group.relations),
    credits,
  };
}

export function mapRecording(recording: MbRecording): SongRecord {
  const credits = mapCredits(recording['artist-credit']);
  return {
    mbid: recording.id,
    title: recording.title,
    artistName: printedCredit(credits),
    year: yearOf(recording['first-release-date']),
    durationMs: durationOf(recording.length),
    dataSources: mapDataSources('recording', recording.id, recording.relations),
    credits,
  };
}

/** Every medium's tracks in order, numbered over the whole release; disc = medium position. */
export function mapTracks(
  media: MbRelease['media'],
  fallbackCredit: MbRelease['artist-credit'],
): TrackRecord[] {
  const sorted = [...(media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const out: TrackRecord[] = [];
  sorted.forEach((medium, index) => {
    const tracks = [...(medium.tracks ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    for (const track of tracks) {
      const recording = track.recording;
      const credit = recording['artist-credit'] ?? track['artist-credit'] ?? fallbackCredit;
      out.push({
        position: out.length + 1,
        discNumber: medium.position && medium.position > 0 ? medium.position : index + 1,
        title: track.title,
        durationMs: durationOf(track.length ?? recording.length),
        song: mapRecording({ ...recording, 'artist-credit': credit }),
      });
    }
  });
  return out;
}

/** A release line; its group comes embedded (dumps) or from the caller (web service browse). */
export function mapRelease(release: MbRelease, group: MbReleaseGroup): ReleaseRecord {
  const embedded = group['artist-credit'] ? group : { ...group, 'artist-credit': release['artist-credit'] };
  const label = release['label-info']?.find((info) => info.label?.name)?.label?.name ?? null;
  return {
    mbid: release.id,
    official: release.status === 'Official',
    group: mapReleaseGroup(embedded),
    label,
    dataSources: mapReleaseLinks(release.relations),
    tracks: mapTracks(release.media, release['artist-credit']),
  };
}
