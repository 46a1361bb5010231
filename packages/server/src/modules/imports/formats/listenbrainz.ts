import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { isrcOrNull } from '../../../import/isrc.ts';
import { emptyRow, type ImportRow, listenRow, mbidOrNull, textOrNull } from '../import-row.ts';

type ListenBrainzListen = {
  listened_at?: unknown;
  listened_at_iso?: unknown;
  track_metadata?: {
    artist_name?: unknown;
    track_name?: unknown;
    release_name?: unknown;
    additional_info?: Record<string, unknown>;
    mbid_mapping?: Record<string, unknown> | null;
  };
};

function listenTimeOf(listen: ListenBrainzListen): Date | null {
  if (typeof listen.listened_at === 'number') return new Date(listen.listened_at * 1000);
  if (typeof listen.listened_at_iso === 'string') return new Date(listen.listened_at_iso);
  if (typeof listen.listened_at === 'string') return new Date(listen.listened_at);
  return null;
}

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** One ListenBrainz listen (as its export and API write it) as a row. */
export function listenBrainzRow(rowNumber: number, listen: ListenBrainzListen): ImportRow {
  const meta = listen.track_metadata ?? {};
  const info = meta.additional_info ?? {};
  const mapping = meta.mbid_mapping ?? {};
  const seconds = numberOrNull(info.duration);
  const ms = numberOrNull(info.duration_ms) ?? (seconds === null ? null : seconds * 1000);
  const position = numberOrNull(info.tracknumber);
  return listenRow(rowNumber, {
    artist: textOrNull(meta.artist_name),
    title: textOrNull(meta.track_name),
    release: textOrNull(meta.release_name),
    listenedAt: listenTimeOf(listen),
    durationMs: ms === null ? null : Math.min(Math.round(ms), 86_400_000),
    recordingMbid: mbidOrNull(info.recording_mbid) ?? mbidOrNull(mapping.recording_mbid),
    releaseGroupMbid: mbidOrNull(info.release_group_mbid),
    isrc: isrcOrNull(info.isrc),
    position: position !== null && Number.isInteger(position) && position < 1000 ? position : null,
  });
}

type Feedback = { recording_mbid?: unknown; score?: unknown };

/**
 * A line of the export's feedback (`{"recording_mbid", "score", "created"}`): a loved recording
 * (score 1) loves its song; a hated one (-1) is skipped, Earmark having no dislike.
 */
export function feedbackRow(rowNumber: number, feedback: Feedback): ImportRow {
  const row: ImportRow = {
    ...emptyRow(rowNumber),
    recordingMbid: mbidOrNull(feedback.recording_mbid),
    reaction: feedback.score === 1 ? 'LOVED' : null,
  };
  if (!row.recordingMbid) return { ...row, skip: 'the feedback names no recording MBID' };
  if (row.reaction === null) return { ...row, skip: 'hated on ListenBrainz: Earmark has no dislike' };
  return row;
}

function parsedLine(rowNumber: number, line: string): ImportRow {
  try {
    const value = JSON.parse(line) as ListenBrainzListen & Feedback;
    if (!value.track_metadata && value.score !== undefined) return feedbackRow(rowNumber, value);
    return listenBrainzRow(rowNumber, value);
  } catch {
    return { ...emptyRow(rowNumber), skip: 'the line is not valid JSON' };
  }
}

/**
 * ListenBrainz's export: JSON lines, one listen each (the export zip's `listens/*.jsonl`), or
 * the older single JSON array of listens; also its feedback lines (loved recordings). Streamed.
 */
export async function* readListenBrainz(input: Readable, isArray: boolean): AsyncGenerator<ImportRow> {
  let rowNumber = 0;
  if (isArray) {
    for await (const item of input.pipe(streamArray.withParserAsStream())) {
      rowNumber++;
      yield listenBrainzRow(rowNumber, (item as { value: ListenBrainzListen }).value ?? {});
    }
    return;
  }
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    rowNumber++;
    yield parsedLine(rowNumber, line);
  }
}
