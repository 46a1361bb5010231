import type { Readable } from 'node:stream';
import { type ImportRow, listenRow, mbidOrNull, textOrNull } from '../import-row.ts';
import { cell, columnsOf, csvRecords } from './csv-records.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "31 Jan 2021 18:37" (UTC), as lastfm-to-csv writes it. */
const DAY_MONTH_YEAR = /^(\d{1,2}) (\w{3}) (\d{4}),? (\d{1,2}):(\d{2})$/;

/** A Last.fm time: Unix seconds (or milliseconds), "31 Jan 2021 18:37", or an ISO date. */
export function lastfmTime(value: string): Date | null {
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return new Date(n > 1e12 ? n : n * 1000);
  }
  const match = DAY_MONTH_YEAR.exec(text);
  if (match) {
    const [, day, month, year, hour, minute] = match;
    const monthIndex = MONTHS.indexOf((month ?? '').toLowerCase());
    if (monthIndex < 0) return null;
    return new Date(Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute)));
  }
  // "2021-04-01 10:42:53" without a zone is UTC, as the exporters write it.
  const parsed = new Date(
    /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  );
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Last.fm scrobbles as export tools write them: with a header (`uts,utc_time,artist,artist_mbid,
 * album,album_mbid,track,track_mbid`, or any header naming artist, album, track or title, and a
 * time), or lastfm-to-csv's `artist,album,title,date` without one. `track_mbid` is a recording.
 */
export async function* readLastfm(input: Readable): AsyncGenerator<ImportRow> {
  let columns: Map<string, number> | null = null;
  let rowNumber = 0;
  for await (const record of csvRecords(input)) {
    if (columns === null) {
      const header = columnsOf(record);
      const named = header.has('artist') && (header.has('track') || header.has('title'));
      columns = named ? header : columnsOf(['artist', 'album', 'title', 'date']);
      if (named) continue;
    }
    rowNumber++;
    const time = cell(record, columns, 'uts', 'timestamp', 'date', 'utc_time', 'time');
    yield listenRow(rowNumber, {
      artist: textOrNull(cell(record, columns, 'artist', 'artist_name')),
      title: textOrNull(cell(record, columns, 'track', 'title', 'track_name')),
      release: textOrNull(cell(record, columns, 'album', 'album_name')),
      listenedAt: lastfmTime(time),
      recordingMbid: mbidOrNull(cell(record, columns, 'track_mbid', 'track id', 'recording_mbid', 'mbid')),
    });
  }
}
