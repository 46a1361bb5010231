import type { Readable } from 'node:stream';
import { emptyRow, halfStars, type ImportRow, reviewOrNull, textOrNull } from '../import-row.ts';
import { cell, columnsOf, csvRecords } from './csv-records.ts';

/**
 * RateYourMusic's collection export: `RYM Album, First Name,Last Name,First Name localized,
 * Last Name localized,Title,Release_Date,Rating,Ownership,Purchase Date,Media Type,Review`.
 * Ratings are out of 10 (half stars here); a row rated or owned checks its release, a wishlist
 * row without a rating is skipped.
 */
export async function* readRym(input: Readable): AsyncGenerator<ImportRow> {
  let columns: Map<string, number> | null = null;
  let rowNumber = 0;
  for await (const record of csvRecords(input)) {
    if (columns === null) {
      columns = columnsOf(record);
      continue;
    }
    rowNumber++;
    const name = (first: string, last: string) =>
      `${cell(record, columns as Map<string, number>, first)} ${cell(record, columns as Map<string, number>, last)}`.trim();
    const artist = name('first name', 'last name') || name('first name localized', 'last name localized');
    const rating = halfStars(cell(record, columns, 'rating'), 10);
    const review = reviewOrNull(cell(record, columns, 'review'));
    const row: ImportRow = {
      ...emptyRow(rowNumber, 'release'),
      artist,
      release: textOrNull(cell(record, columns, 'title')),
      rating,
      review,
    };
    if (!artist) yield { ...row, skip: 'the artist is missing' };
    else if (!row.release) yield { ...row, skip: 'the release title is missing' };
    else if (rating === null && !review && cell(record, columns, 'ownership').toLowerCase() === 'w')
      yield { ...row, skip: 'a wishlist entry, not listened' };
    else yield row;
  }
}
