import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * A CSV file's records, streamed: the file is read in chunks, never whole. A byte-order mark is
 * dropped; rows may have fewer or more cells than the first.
 */
export async function* csvRecords(input: Readable): AsyncGenerator<string[]> {
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }),
  );
  for await (const record of parser) yield record as string[];
}

/** A header's column positions by lower-cased name. */
export function columnsOf(header: readonly string[]): Map<string, number> {
  return new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
}

/** A record's cell under the first of `names` the header has, or ''. */
export function cell(record: readonly string[], columns: Map<string, number>, ...names: string[]): string {
  for (const name of names) {
    const index = columns.get(name);
    if (index !== undefined) return record[index] ?? '';
  }
  return '';
}
