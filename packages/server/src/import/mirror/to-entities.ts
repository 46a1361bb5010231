import { mapArtist, mapRecording, mapReleaseGroup } from '../map-entities.ts';
import { mapRelease } from '../map-release.ts';
import type {
  MbArtist,
  MbArtistCredit,
  MbMedium,
  MbRecording,
  MbRelations,
  MbRelease,
  MbReleaseGroup,
  MbTrack,
} from '../mb-json.ts';
import type { ImportEntity } from '../records.ts';
import type { ArtistRow, MirrorBatch, RecordingRow, TrackRow, UrlRow } from './read-batch.ts';

/**
 * The mirror's rows in the web service's JSON shapes (mb-json.ts), so they go through the same
 * mapping as a JSON dump line (map-entities.ts, map-release.ts): one set of fact rules.
 */

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

function relations(urls: Map<number, UrlRow[]>, owner: number): MbRelations {
  return (urls.get(owner) ?? []).map((u) => ({ 'target-type': 'url', url: { resource: u.url } }));
}

function artistJson(row: ArtistRow, urls: Map<number, UrlRow[]>): MbArtist {
  return {
    id: row.gid,
    name: row.name,
    'sort-name': row.sort_name,
    disambiguation: row.comment,
    type: row.type,
    relations: relations(urls, row.id),
  };
}

/** Artist entities (their own lines) for these mirror rows. */
export function artistEntities(artists: readonly ArtistRow[], urlRows: readonly UrlRow[]): ImportEntity[] {
  const urls = groupBy(urlRows, (u) => u.owner);
  return artists.map((row) => ({ kind: 'artist', artist: mapArtist(artistJson(row, urls)) }));
}

/** The release groups of a batch, each with its chosen release, the recordings on it and every credited artist. */
export function batchEntities(batch: MirrorBatch): ImportEntity[] {
  const urls = {
    artist: groupBy(batch.urls.artist, (u) => u.owner),
    group: groupBy(batch.urls.release_group, (u) => u.owner),
    release: groupBy(batch.urls.release, (u) => u.owner),
    recording: groupBy(batch.urls.recording, (u) => u.owner),
  };
  const artists = new Map(batch.artists.map((a) => [a.id, artistJson(a, urls.artist)]));
  const creditRows = groupBy(batch.credits, (c) => c.artist_credit);
  const credit = (id: number): MbArtistCredit =>
    (creditRows.get(id) ?? []).flatMap((c) => {
      const artist = artists.get(c.artist);
      return artist ? [{ name: c.name, joinphrase: c.join_phrase, artist }] : [];
    });
  const genres = groupBy(batch.genres, (g) => g.owner);
  const recordings = new Map(
    batch.recordings.map((r): [number, MbRecording] => [r.id, recordingJson(r, credit, urls.recording)]),
  );
  const byGid = new Map([...recordings.values()].map((r) => [r.id, r]));
  const tracks = groupBy(batch.tracks, (t) => t.medium);
  const media = groupBy(batch.media, (m) => m.release);
  const releases = new Map(batch.releases.map((r) => [r.release_group, r]));

  const entities: ImportEntity[] = [...artists.values()].map((a) => ({
    kind: 'artist',
    artist: mapArtist(a),
  }));
  for (const row of batch.groups) {
    const group: MbReleaseGroup = {
      id: row.gid,
      title: row.name,
      disambiguation: row.comment,
      'primary-type': row.primary_type,
      'secondary-types': row.secondary_types,
      'first-release-date': row.first_release_date,
      'artist-credit': credit(row.artist_credit),
      genres: (genres.get(row.id) ?? []).map((g) => ({ name: g.name, count: g.count })),
      relations: relations(urls.group, row.id),
    };
    entities.push({ kind: 'release-group', group: mapReleaseGroup(group) });
    const release = releases.get(row.id);
    if (!release) continue;
    const json: MbRelease = {
      id: release.gid,
      title: release.name,
      status: release.status,
      'release-events': release.events.map((date) => ({ date })),
      'release-group': group,
      'artist-credit': credit(release.artist_credit),
      'label-info': release.label ? [{ label: { name: release.label } }] : [],
      media: (media.get(release.id) ?? []).map((m) =>
        mediumJson(m.position, tracks.get(m.id) ?? [], credit, recordings),
      ),
      relations: relations(urls.release, release.id),
    };
    const mapped = mapRelease(json, group);
    entities.push({ kind: 'release', release: mapped });
    // Each recording's own line: a change at MusicBrainz (title, credit, length) updates its song.
    for (const mbid of new Set(mapped.tracks.map((t) => t.song.mbid))) {
      const recording = byGid.get(mbid);
      if (recording) entities.push({ kind: 'recording', song: mapRecording(recording) });
    }
  }
  return entities;
}

function recordingJson(
  row: RecordingRow,
  credit: (id: number) => MbArtistCredit,
  urls: Map<number, UrlRow[]>,
): MbRecording {
  return {
    id: row.gid,
    title: row.name,
    disambiguation: row.comment,
    video: row.video,
    length: row.length,
    'first-release-date': row.first_release_date,
    'artist-credit': credit(row.artist_credit),
    isrcs: row.isrcs,
    relations: relations(urls, row.id),
  };
}

/**
 * A medium as a release lookup shows it: the hidden track before track 1 (position 0) as
 * `pregap`, data tracks as `data-tracks`, the audio tracks as `tracks`, counted in `track-count`.
 */
function mediumJson(
  position: number,
  rows: readonly TrackRow[],
  credit: (id: number) => MbArtistCredit,
  recordings: Map<number, MbRecording>,
): MbMedium {
  const track = (t: TrackRow): MbTrack => ({
    position: t.position,
    number: t.number,
    title: t.name,
    length: t.length,
    'artist-credit': credit(t.artist_credit),
    recording: recordings.get(t.recording) ?? null,
  });
  const audio = rows.filter((t) => !t.is_data_track && t.position > 0);
  const pregap = rows.find((t) => !t.is_data_track && t.position === 0);
  return {
    position,
    'track-count': audio.length,
    tracks: audio.map(track),
    pregap: pregap ? track(pregap) : null,
    'data-tracks': rows.filter((t) => t.is_data_track).map(track),
  };
}
