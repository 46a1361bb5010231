import type { Db } from '../db/open-db.ts';
import type { TrackRecord } from './records.ts';
import { type Column, deletePastCount, insertRows, updateIfChanged } from './upsert-sql.ts';

export type ReleaseTracks = { releaseId: number; tracks: readonly TrackRecord[] };

export const COLUMNS: readonly Column[] = [
  ['release_id', 'int'],
  ['position', 'smallint'],
  ['song_id', 'int'],
  ['disc_number', 'smallint'],
  ['title', 'text'],
  ['duration_ms', 'int'],
];

const UPSERT = updateIfChanged('release_id, position', 'tracks', [
  'song_id',
  'disc_number',
  'title',
  'duration_ms',
]);

/** Sets each release's track list: changed positions are updated, positions past the end deleted. */
export async function writeTracks(
  db: Db,
  lists: readonly ReleaseTracks[],
  songIds: Map<string, number>,
): Promise<void> {
  if (lists.length === 0) return;
  const rows = lists.flatMap(({ releaseId, tracks }) =>
    tracks.map((t) => {
      const songId = songIds.get(t.song.mbid);
      if (songId === undefined) throw new Error(`recording ${t.song.mbid} was not written`);
      const { position, discNumber, title, durationMs } = t;
      return {
        release_id: releaseId,
        position,
        song_id: songId,
        disc_number: discNumber,
        title,
        duration_ms: durationMs,
      };
    }),
  );
  await db.execute(insertRows('tracks', COLUMNS, rows, UPSERT));
  const counts = lists.map((l) => ({ id: l.releaseId, n: l.tracks.length }));
  // Positions are 1-based: the first one past the list is n + 1.
  await db.execute(deletePastCount('tracks', 'release_id', counts, 'n + 1'));
}
