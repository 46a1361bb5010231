import type { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { type ImportRow, listenRow, textOrNull } from '../import-row.ts';

/** Spotify counts a play as a stream after 30 seconds; shorter ones were skipped by the listener. */
const SHORTEST_PLAY_MS = 30_000;

type SpotifyPlay = {
  // The extended streaming history (and the older endsong files).
  ts?: unknown;
  ms_played?: unknown;
  master_metadata_track_name?: unknown;
  master_metadata_album_artist_name?: unknown;
  master_metadata_album_album_name?: unknown;
  episode_name?: unknown;
  // The account data's StreamingHistory_music_N.json (a year, no album): "endTime" is UTC, to the minute.
  endTime?: unknown;
  artistName?: unknown;
  trackName?: unknown;
  msPlayed?: unknown;
  episodeName?: unknown;
};

/** "2023-01-31 21:09" (UTC) as a time; null when it is not one. */
function endTimeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) return null;
  return new Date(`${value.replace(' ', 'T')}:00Z`);
}

/** One element of Spotify's history array as a row, in either of its exports' shapes. */
export function spotifyRow(rowNumber: number, play: SpotifyPlay): ImportRow {
  const extended = 'ts' in play || 'master_metadata_track_name' in play;
  const playedMs = extended ? play.ms_played : play.msPlayed;
  const played = typeof playedMs === 'number' ? playedMs : null;
  const title = extended ? play.master_metadata_track_name : play.trackName;
  const row = listenRow(rowNumber, {
    artist: textOrNull(extended ? play.master_metadata_album_artist_name : play.artistName),
    title: textOrNull(title),
    release: extended ? textOrNull(play.master_metadata_album_album_name) : null,
    listenedAt: extended ? (typeof play.ts === 'string' ? new Date(play.ts) : null) : endTimeOf(play.endTime),
    durationMs: played === null ? null : Math.min(played, 86_400_000),
  });
  if (title == null && (play.episode_name != null || play.episodeName != null))
    return { ...row, skip: 'a podcast episode, not a track' };
  if (row.skip === null && played !== null && played < SHORTEST_PLAY_MS)
    return { ...row, skip: 'played for less than 30 seconds' };
  return row;
}

/**
 * Spotify's extended streaming history (`Streaming_History_Audio_*.json`), the older
 * `endsong_*.json`, and the account data's `StreamingHistory_music_*.json` (`StreamingHistory*.json`):
 * one JSON array of plays, streamed element by element.
 */
export async function* readSpotify(input: Readable): AsyncGenerator<ImportRow> {
  const plays = input.pipe(streamArray.withParserAsStream());
  let rowNumber = 0;
  for await (const item of plays) {
    rowNumber++;
    yield spotifyRow(rowNumber, (item as { value: SpotifyPlay }).value ?? {});
  }
}
