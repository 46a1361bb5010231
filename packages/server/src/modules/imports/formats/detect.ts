import { open } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { isEarmarkZipHead } from './earmark-json.ts';

export const IMPORT_FORMAT_NAMES = {
  lastfm: 'Last.fm scrobbles (CSV)',
  spotify: 'Spotify streaming history (JSON)',
  listenbrainz: 'ListenBrainz listens (JSON lines)',
  rym: 'RateYourMusic collection (CSV)',
  plain: 'Plain CSV (artist, title, release, date, rating, review)',
  earmark: 'Earmark export (zip)',
} as const;

export type ImportFormat = keyof typeof IMPORT_FORMAT_NAMES;

/** How many bytes of a file its format is told from. */
const HEAD_BYTES = 64 * 1024;

/** The first CSV line's cells, lower-cased (a cut-off last line is dropped). */
function firstCsvLine(head: string): string[] {
  const line = head.split(/\r?\n/, 1)[0] ?? '';
  try {
    const [cells] = parse(line, { relax_quotes: true, relax_column_count: true }) as string[][];
    return (cells ?? []).map((cell) => cell.trim().toLowerCase());
  } catch {
    return [];
  }
}

/** Last.fm exporters without a header write `artist,album,title,date` ("31 Jan 2021 18:37"). */
const LASTFM_DATE = /^\d{1,2} \w{3} \d{4},? \d{1,2}:\d{2}$/;

/** The format of a file's first bytes, or null when it is none of the text formats. */
export function detectFormat(headText: string): ImportFormat | null {
  const head = headText.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('[')) {
    if (/"track_metadata"/.test(head)) return 'listenbrainz';
    if (/"ms_played"|"master_metadata_track_name"/.test(head)) return 'spotify';
    // The account data's StreamingHistory_music_N.json (and its podcast file).
    if (/"msPlayed"/.test(head) && /"endTime"/.test(head)) return 'spotify';
    return null;
  }
  if (head.startsWith('{'))
    return /"track_metadata"/.test(head) ||
      /"recording_mbid"[^\n]*"score"|"score"[^\n]*"recording_mbid"/.test(head)
      ? 'listenbrainz'
      : null;
  const cells = firstCsvLine(head);
  if (cells.includes('rym album')) return 'rym';
  if (cells.includes('uts') || cells.includes('utc_time')) return 'lastfm';
  if (
    cells[0] === 'artist' &&
    cells.includes('title') &&
    (cells.includes('release') || cells.includes('rating'))
  )
    return 'plain';
  if (cells.includes('artist') && (cells.includes('track') || cells.includes('title'))) return 'lastfm';
  if (cells.length === 4 && LASTFM_DATE.test(cells[3] ?? '')) return 'lastfm';
  return null;
}

/** Reads the head of a file on disk and tells its format (an Earmark export zip by its earmark.json). */
export async function detectFileFormat(path: string): Promise<ImportFormat | null> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    if (isEarmarkZipHead(buffer.subarray(0, bytesRead))) return 'earmark';
    return detectFormat(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await file.close();
  }
}
