import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { type Column, insertRows, jsonRows, lastByKey } from './upsert-sql.ts';

export type MbidTable = 'artists' | 'releases' | 'songs';

/** How one entity kind is written: its table, columns, conflict clause and row shape. */
export type MbidWriter<R extends { mbid: string }> = {
  table: MbidTable;
  columns: readonly Column[];
  /** The `on conflict (mbid) …` clause for an entity's own line. */
  upsert: string;
  toRow: (record: R) => object;
};

/** Database ids of the rows of `table` with these MBIDs. */
export async function idsByMbid(
  db: Db,
  table: MbidTable,
  mbids: Iterable<string>,
): Promise<Map<string, number>> {
  const wanted = [...new Set(mbids)];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const result = await db.execute(sql`select id, mbid from ${sql.raw(table)}
    where mbid in (select (jsonb_array_elements_text(${jsonRows(wanted)}))::uuid)`);
  for (const row of (result as unknown as { rows: Array<{ id: number; mbid: string }> }).rows) {
    ids.set(row.mbid, Number(row.id));
  }
  return ids;
}

/**
 * Upserts the entities that came on their own lines, then creates the ones only seen inside
 * another line (never overwritten from there: their own line fills them in later); returns the
 * id of every one by MBID.
 */
export async function writeWithStubs<R extends { mbid: string }>(
  db: Db,
  writer: MbidWriter<R>,
  full: readonly R[],
  embedded: readonly R[],
): Promise<Map<string, number>> {
  const fullRows = lastByKey(full, (r) => r.mbid);
  if (fullRows.length > 0) {
    await db.execute(insertRows(writer.table, writer.columns, fullRows.map(writer.toRow), writer.upsert));
  }
  const fullIds = new Set(fullRows.map((r) => r.mbid));
  const stubs = lastByKey(
    embedded.filter((r) => !fullIds.has(r.mbid)),
    (r) => r.mbid,
  );
  if (stubs.length > 0) {
    const rows = stubs.map(writer.toRow);
    await db.execute(insertRows(writer.table, writer.columns, rows, 'on conflict (mbid) do nothing'));
  }
  return idsByMbid(db, writer.table, [...fullIds, ...stubs.map((r) => r.mbid)]);
}
