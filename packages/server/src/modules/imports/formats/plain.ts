import type { Readable } from 'node:stream';
import { emptyRow, type ImportRow, listenTime, reviewOrNull, textOrNull } from '../import-row.ts';
import { cell, columnsOf, csvRecords } from './csv-records.ts';

/** The plain format's header, as the downloadable template has it. */
export const PLAIN_COLUMNS = ['artist', 'title', 'release', 'date', 'rating', 'review'] as const;

export const PLAIN_TEMPLATE = `${PLAIN_COLUMNS.join(',')}
Pink Floyd,Time,The Dark Side of the Moon,2024-03-01T21:15:00Z,,
Pink Floyd,,The Dark Side of the Moon,2024-03-02,4.5,"A record to hear whole, in the dark."
`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ratingOf(value: string): number | null | 'invalid' {
  if (value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0.5 || n > 5 || n * 2 !== Math.trunc(n * 2)) return 'invalid';
  return n;
}

/**
 * The plain CSV (`artist,title,release,date,rating,review`): a row with a title is a listen of
 * that track (at `date`, a day or an ISO time), a row without one is about its release. A rating
 * is 0.5–5 in half steps; a review is logged on the date.
 */
export async function* readPlain(input: Readable): AsyncGenerator<ImportRow> {
  let columns: Map<string, number> | null = null;
  let rowNumber = 0;
  for await (const record of csvRecords(input)) {
    if (columns === null) {
      columns = columnsOf(record);
      continue;
    }
    rowNumber++;
    const title = textOrNull(cell(record, columns, 'title', 'track'));
    const release = textOrNull(cell(record, columns, 'release', 'album'));
    const date = cell(record, columns, 'date').trim();
    const rating = ratingOf(cell(record, columns, 'rating'));
    const row: ImportRow = {
      ...emptyRow(rowNumber, title ? 'listen' : 'release'),
      artist: textOrNull(cell(record, columns, 'artist')) ?? '',
      title,
      release,
      rating: rating === 'invalid' ? null : rating,
      review: reviewOrNull(cell(record, columns, 'review')),
    };
    const time = date === '' ? null : listenTime(new Date(DAY.test(date) ? `${date}T00:00:00Z` : date));
    if (!row.artist) yield { ...row, skip: 'the artist is missing' };
    else if (!title && !release) yield { ...row, skip: 'neither a title nor a release is given' };
    else if (rating === 'invalid') yield { ...row, skip: 'the rating is not 0.5 to 5 in half steps' };
    else if (typeof time === 'string') yield { ...row, skip: time };
    else
      yield {
        ...row,
        listenedAt: title ? time : null,
        reviewDate: time ? time.toISOString().slice(0, 10) : null,
      };
  }
}
