import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { selectRows } from '../db/select-rows.ts';
import type { Outcome } from './records.ts';
import { type Column, firstByKey, insertRows, jsonRows, lastByKey } from './upsert-sql.ts';

export type MbidTable = 'artists' | 'releases' | 'songs';

/** How one entity kind is written: its table, columns, conflict clauses and row shape. */
export type MbidWriter<R extends { mbid: string }> = {
  table: MbidTable;
  columns: readonly Column[];
  /** The columns an entity's own line owns: a change to one of them is an update. */
  owned: readonly string[];
  /** The `on conflict (mbid) …` clause for an entity's own line. */
  upsert: string;
  /**
   * The clause for an entity met inside another line; by default it never touches an existing
   * row. A clause that fills blanks also runs for entities whose own line is in the batch.
   */
  stubUpsert?: string;
  toRow: (record: R) => object;
};

/** What the writes did to each entity, by MBID; an MBID not listed was left unchanged. */
export type Written = {
  ids: Map<string, number>;
  own: Map<string, Outcome>;
  stubs: Map<string, Outcome>;
};

type Row = { mbid: string; created: boolean; owned_changed: boolean };

/**
 * The upsert, reporting per MBID whether the row was created, had an owned column changed, or
 * only gained something. Every part of one statement sees the table as it was before it, so
 * `old` holds the rows before the insert.
 */
async function upsertWithOutcome(
  db: Db,
  writer: MbidWriter<{ mbid: string }>,
  rows: readonly object[],
  mbids: readonly string[],
  clause: string,
): Promise<Map<string, Outcome>> {
  const owned = `row(${writer.owned.join(', ')})::text`;
  const result = await selectRows<Row>(
    db,
    sql`with old as (
      select mbid, ${sql.raw(owned)} as f from ${sql.raw(writer.table)}
      where mbid in (select (jsonb_array_elements_text(${jsonRows(mbids)}))::uuid)),
    up as (${insertRows(writer.table, writer.columns, rows, clause)} returning mbid, ${sql.raw(owned)} as f)
    select up.mbid::text as mbid, old.mbid is null as created, old.f is distinct from up.f as owned_changed
    from up left join old on old.mbid = up.mbid`,
  );
  const out = new Map<string, Outcome>();
  for (const row of result) {
    out.set(row.mbid, row.created ? 'new' : row.owned_changed ? 'updated' : 'merged');
  }
  return out;
}

/** Database ids of the rows of `table` with these MBIDs. */
export async function idsByMbid(
  db: Db,
  table: MbidTable,
  mbids: Iterable<string>,
): Promise<Map<string, number>> {
  const wanted = [...new Set(mbids)];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const result = await selectRows<{ id: number; mbid: string }>(
    db,
    sql`select id, mbid from ${sql.raw(table)}
    where mbid in (select (jsonb_array_elements_text(${jsonRows(wanted)}))::uuid)`,
  );
  for (const row of result) {
    ids.set(row.mbid, Number(row.id));
  }
  return ids;
}

/**
 * Upserts the entities that came on their own lines, then writes the ones only seen inside
 * another line (created when missing; an existing row is never overwritten from there, at most
 * its blanks filled); returns the id of every one by MBID and what happened to it.
 */
export async function writeWithStubs<R extends { mbid: string }>(
  db: Db,
  writer: MbidWriter<R>,
  full: readonly R[],
  embedded: readonly R[],
): Promise<Written> {
  const base = writer as unknown as MbidWriter<{ mbid: string }>;
  const fullRows = lastByKey(full, (r) => r.mbid);
  const fullIds = new Set(fullRows.map((r) => r.mbid));
  const own =
    fullRows.length > 0
      ? await upsertWithOutcome(db, base, fullRows.map(writer.toRow), [...fullIds], writer.upsert)
      : new Map<string, Outcome>();
  const stubs = firstByKey(
    writer.stubUpsert ? embedded : embedded.filter((r) => !fullIds.has(r.mbid)),
    (r) => r.mbid,
  );
  const stubClause = writer.stubUpsert ?? 'on conflict (mbid) do nothing';
  const stubOutcomes =
    stubs.length > 0
      ? await upsertWithOutcome(
          db,
          base,
          stubs.map(writer.toRow),
          stubs.map((s) => s.mbid),
          stubClause,
        )
      : new Map<string, Outcome>();
  const ids = await idsByMbid(db, writer.table, [...fullIds, ...stubs.map((r) => r.mbid)]);
  return { ids, own, stubs: stubOutcomes };
}
