import { mapReleaseLinks } from './map-data-sources.ts';
import { durationOf, earliestDate, firstValidDate } from './map-dates.ts';
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
  /** The recording whose answer embeds this release: its tracks name no recording. */
  parent: MbRecording | null;
};

function mapTrack(track: MbTrack, position: number, discNumber: number, context: TrackContext) {
  const recording = track.recording ?? context.parent;
  if (!recording) return null;
  const credit =
    nonEmptyCredit(recording['artist-credit']) ??
    nonEmptyCredit(track['artist-credit']) ??
    context.releaseCredit;
  return {
    position,
    discNumber,
    title: track.title,
    durationMs: durationOf(track.length ?? recording.length),
    song: mapRecording({ ...recording, releases: null, 'artist-credit': credit }),
  };
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
    const placed = listed(medium)
      .map((track, index) => ({ track, place: placeOnMedium(track, index, medium) }))
      .sort((a, b) => a.place - b.place);
    for (const { track, place } of placed) {
      const position = complete ? out.length + 1 : before + place;
      const mapped =
        position >= 1 && position <= MAX_POSITION ? mapTrack(track, position, disc, context) : null;
      if (mapped) out.push(mapped);
    }
    before += medium['track-count'] ?? listed(medium).length;
  }
  return out;
}

/** The release's date, else the earliest of its release events. */
export function releaseDateOf(release: MbRelease): string | null {
  return firstValidDate(release.date, earliestDate((release['release-events'] ?? []).map((e) => e.date)));
}

/**
 * A release line, or a release inside another answer. Its group comes embedded, from the caller
 * (a browse by release group), or by MBID only. The group takes from the release what it lacks:
 * the credit, the date (group first-release-date, else release date, else earliest release
 * event), and the release's genres are added to its own.
 */
export function mapRelease(
  release: MbRelease,
  group: MbEmbeddedGroup,
  parent: MbRecording | null = null,
): ReleaseRecord {
  const releaseCredit = nonEmptyCredit(release['artist-credit']) ?? nonEmptyCredit(parent?.['artist-credit']);
  const credit = nonEmptyCredit(group['artist-credit']) ?? releaseCredit;
  const date = firstValidDate(group['first-release-date'], releaseDateOf(release));
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
    tracks: mapTracks(media, complete, { releaseCredit, parent }),
    complete,
  };
}
