import type { Db } from '../../db/open-db.ts';

export type Row = Record<string, unknown>;

/** One kind of a member's data: its place in earmark.json, its CSV, and its rows in batches. */
export type Section = {
  /** The key in earmark.json; `group` nests it (`follows.members`). */
  key: string;
  group?: string;
  csv: string;
  header: string[];
  batches: (db: Db, userId: number) => AsyncIterable<Row[]>;
  /** The CSV lines of one exported row (a list gives one line per entry). */
  csvLines: (row: Row) => unknown[][];
};

/** A section read in one statement. */
export function once(read: (db: Db, userId: number) => Promise<Row[]>) {
  return async function* (db: Db, userId: number) {
    yield await read(db, userId);
  };
}
