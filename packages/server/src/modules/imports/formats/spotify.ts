import type { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { type ImportRow, listenRow, textOrNull } from '../import-row.ts';

/** Spotify counts a play as a stream after 30 seconds; shorter ones were skipped by the listener. */
const SHORTEST_PLAY_MS = 30_000;

type SpotifyPlay = {
  ts?: unknown;
  ms_played?: unknown;
  master_metadata_track_name?: unknown;
  master_metadata_album_artist_name?: unknown;
  master_metadata_album_album_name?: unknown;
  episode_name?: unknown;
};

/** One element of Spotify's history array as a row. */
export function spotifyRow(rowNumber: number, play: SpotifyPlay): ImportRow {
  const played = typeof play.ms_played === 'number' ? play.ms_played : null;
  const row = listenRow(rowNumber, {
    artist: textOrNull(play.master_metadata_album_artist_name),
    title: textOrNull(play.master_metadata_track_name),
    release: textOrNull(play.master_metadata_album_album_name),
    listenedAt: typeof play.ts === 'string' ? new Date(play.ts) : null,
    durationMs: played === null ? null : Math.min(played, 86_400_000),
  });
  if (play.master_metadata_track_name == null && play.episode_name != null)
    return { ...row, skip: 'a podcast episode, not a track' };
  if (row.skip === null && played !== null && played < SHORTEST_PLAY_MS)
    return { ...row, skip: 'played for less than 30 seconds' };
  return row;
}

/**
 * Spotify's extended streaming history (`Streaming_History_Audio_*.json`) and the older
 * `endsong_*.json`: one JSON array of plays, streamed element by element.
 */
export async function* readSpotify(input: Readable): AsyncGenerator<ImportRow> {
  const plays = input.pipe(streamArray.withParserAsStream());
  let rowNumber = 0;
  for await (const item of plays) {
    rowNumber++;
    yield spotifyRow(rowNumber, (item as { value: SpotifyPlay }).value ?? {});
  }
}
