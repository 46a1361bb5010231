import type { TrackKind } from '@earmark/shared';
import { mapCredits } from './map-credits.ts';
import { mapReleaseLinks } from './map-data-sources.ts';
import { durationOf, earliestDate } from './map-dates.ts';
import { mapRecording, mapReleaseGroup, nonEmptyCredit } from './map-entities.ts';
import type {
  MbArtistCredit,
  MbEmbeddedGroup,
  MbMedium,
  MbRecording,
  MbRelease,
  MbTrack,
} from './mb-json.ts';
import type { ReleaseRecord, TrackRecord } from './records.ts';

/** The tracks table's position is a smallint. */
const MAX_POSITION = 32_767;

function listed(medium: MbMedium): MbTrack[] {
  return medium.tracks ?? medium.track ?? [];
}

/** A number as printed on the medium ("4"); "A2" or "" says nothing about the position. */
function numbered(track: MbTrack): number | null {
  return track.number && /^\d+$/.test(track.number) ? Number(track.number) : null;
}

/** The track's place on its medium: `position`, else its printed `number`, else its order. */
function placeOnMedium(track: MbTrack, index: number, medium: MbMedium): number {
  return track.position ?? numbered(track) ?? (medium['track-offset'] ?? 0) + index + 1;
}

/** Every medium lists all of its tracks (no `track-offset`, no more in `track-count` than listed). */
function listsEveryTrack(media: readonly MbMedium[]): boolean {
  return (
    media.length > 0 &&
    media.every(
      (m) => (m['track-offset'] ?? 0) === 0 && (m['track-count'] ?? listed(m).length) === listed(m).length,
    )
  );
}

type TrackContext = {
  releaseCredit: MbArtistCredit | null;
  /** The release's date: a recording on it was released then at the latest. */
  releaseDate: string | null;
  /** The recording whose answer embeds this release: its tracks name no recording. */
  parent: MbRecording | null;
};

type Placed = { track: MbTrack; place: number; kind: TrackKind };

function mapTrack(
  { track, kind }: Placed,
  position: number,
  discNumber: number,
  context: TrackContext,
): TrackRecord | null {
  const recording = track.recording ?? context.parent;
  if (!recording) return null;
  const trackCredit = nonEmptyCredit(track['artist-credit']);
  // A song is the recording: its credit is the recording's, the track's only when it has none.
  const credit = nonEmptyCredit(recording['artist-credit']) ?? trackCredit ?? context.releaseCredit;
  // The track keeps a credit of its own only where it differs from its song's (most tracks repeat it).
  const own = trackCredit && !sameCredit(trackCredit, credit) ? trackCredit : null;
  return {
    position,
    discNumber,
    number: track.number || null,
    kind,
    title: track.title,
    durationMs: durationOf(track.length ?? recording.length),
    song: mapRecording({ ...recording, releases: null, 'artist-credit': credit }, context.releaseDate),
    credits: mapCredits(own),
  };
}

/** The same names, join phrases and artists, in the same order. */
function sameCredit(a: MbArtistCredit, b: MbArtistCredit | null): boolean {
  return (
    b !== null &&
    a.length === b.length &&
    a.every(
      (c, i) =>
        c.name === b[i]?.name &&
        (c.joinphrase ?? '') === (b[i]?.joinphrase ?? '') &&
        c.artist.id === b[i]?.artist.id,
    )
  );
}

/**
 * A medium's tracks by place: the pregap (place 0) first, then its audio tracks, then its data
 * tracks. A partial list (a release inside a recording or search answer) only places audio
 * tracks: MusicBrainz numbers them as if there were no pregap.
 */
function placedTracks(medium: MbMedium, complete: boolean): Placed[] {
  const audio = listed(medium)
    .map((track, index): Placed => ({ track, place: placeOnMedium(track, index, medium), kind: 'AUDIO' }))
    .sort((a, b) => a.place - b.place);
  if (!complete) return audio;
  const pregap: Placed[] = medium.pregap ? [{ track: medium.pregap, place: 0, kind: 'PREGAP' }] : [];
  const data = (medium['data-tracks'] ?? []).map(
    (track): Placed => ({ track, place: track.position ?? 0, kind: 'DATA' }),
  );
  return [...pregap, ...audio, ...data];
}

/**
 * Every medium's tracks in medium order, each medium's by place. A complete list is numbered
 * 1… over the whole release; a partial one keeps each track's place, after the tracks of the
 * media before it (`track-count` each), and stops at a medium whose predecessors are not all
 * listed. The disc number is the medium's position.
 */
function mapTracks(media: readonly MbMedium[], complete: boolean, context: TrackContext): TrackRecord[] {
  const sorted = media
    .map((medium, index) => ({
      medium,
      disc: medium.position && medium.position > 0 ? medium.position : index + 1,
    }))
    .sort((a, b) => a.disc - b.disc);
  const out: TrackRecord[] = [];
  let before = 0;
  for (const [index, { medium, disc }] of sorted.entries()) {
    // A partial list's track keeps its place only when the media before it are listed.
    if (!complete && disc !== index + 1) break;
    for (const placed of placedTracks(medium, complete)) {
      const position = complete ? out.length + 1 : before + placed.place;
      const mapped =
        position >= 1 && position <= MAX_POSITION ? mapTrack(placed, position, disc, context) : null;
      if (mapped) out.push(mapped);
    }
    before += medium['track-count'] ?? listed(medium).length;
  }
  return out;
}

/** The earliest of the release's date and its release events' dates. */
export function releaseDateOf(release: MbRelease): string | null {
  return earliestDate([release.date, ...(release['release-events'] ?? []).map((e) => e.date)]);
}

/**
 * A release line, or a release inside another answer. Its group comes embedded, from the caller
 * (a browse by release group), or by MBID only. The group takes from the release what it lacks:
 * the credit; its date is the earliest of its first-release-date, the release's date and its
 * release events; the release's genres are added to its own.
 */
export function mapRelease(
  release: MbRelease,
  group: MbEmbeddedGroup,
  parent: MbRecording | null = null,
): ReleaseRecord {
  const releaseCredit = nonEmptyCredit(release['artist-credit']) ?? nonEmptyCredit(parent?.['artist-credit']);
  const credit = nonEmptyCredit(group['artist-credit']) ?? releaseCredit;
  const releaseDate = releaseDateOf(release);
  const date = earliestDate([group['first-release-date'], releaseDate]);
  const mapped = mapReleaseGroup(
    { ...group, title: group.title ?? release.title, 'artist-credit': credit, 'first-release-date': date },
    [release],
  );
  const media = release.media ?? [];
  const complete = listsEveryTrack(media);
  const label = release['label-info']?.find((info) => info.label?.name)?.label?.name ?? null;
  return {
    mbid: release.id,
    official: release.status === 'Official',
    group: mapped,
    groupByMbidOnly: !group.title,
    label,
    dataSources: mapReleaseLinks(release.relations),
    tracks: mapTracks(media, complete, { releaseCredit, releaseDate, parent }),
    complete,
  };
}
