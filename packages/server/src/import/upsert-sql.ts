import { type SQL, sql } from 'drizzle-orm';

/**
 * Bulk statements send their rows as one JSON parameter read by `jsonb_to_recordset`: one
 * parameter however many rows (no 65,535 limit), and far cheaper to build than a multi-row
 * VALUES list (Drizzle takes seconds to build a 5,000-row insert; JSON.stringify milliseconds).
 * Row objects use the column names as keys.
 */
export type Column = readonly [name: string, type: string];

export function jsonRows(rows: readonly unknown[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** `insert into table (…) select … from jsonb_to_recordset($rows)` followed by `tail`. */
export function insertRows(
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  tail: string,
): SQL {
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${jsonRows(rows)}) as x(${sql.raw(types)})
    ${sql.raw(tail)}`;
}

/**
 * `on conflict … do update` that sets `fields` from the incoming row, plus `extra` assignments,
 * and only when something would change: the guard that makes a repeated import write nothing.
 */
export function updateIfChanged(
  target: string,
  table: string,
  fields: readonly string[],
  extra: { set?: readonly string[]; changedWhen?: readonly string[] } = {},
): string {
  const set = [...fields.map((f) => `${f} = excluded.${f}`), ...(extra.set ?? [])];
  const current = fields.map((f) => `${table}.${f}`).join(', ');
  const incoming = fields.map((f) => `excluded.${f}`).join(', ');
  const changed = [`row(${current}) is distinct from row(${incoming})`, ...(extra.changedWhen ?? [])];
  return `on conflict (${target}) do update set ${set.join(', ')} where ${changed.join(' or ')}`;
}

/**
 * The union of two data-source arrays in canonical order (type, URL; byte order). Imports add
 * links and never drop one, so links set by hand or by another source survive a re-import.
 */
export function mergedSources(current: string, incoming: string): string {
  return `(select coalesce(jsonb_agg(e order by e->>'type' collate "C", e->>'url' collate "C"), '[]'::jsonb)
    from (select distinct e from jsonb_array_elements(${current} || ${incoming}) as d(e)) as s)`;
}

export function sourcesMissing(current: string, incoming: string): string {
  return `not (${current} @> ${incoming})`;
}

/** The data-source assignment and change test of an upsert into `table`. */
export function mergeSourcesOnConflict(table: string) {
  return {
    set: [
      `data_sources = ${mergedSources(`${table}.data_sources`, 'excluded.data_sources')}`,
      'updated_at = now()',
    ],
    changedWhen: [sourcesMissing(`${table}.data_sources`, 'excluded.data_sources')],
  };
}

/**
 * Deletes the rows of `table` whose `owner` is a given id and whose position is past that id's
 * new count. Written as one index probe per owner (a LATERAL subquery behind OFFSET 0, which the
 * planner may not flatten into a join): while a table grows from empty during an import its
 * statistics lag, and a plain join against the JSON rows turns into a scan of the whole table.
 */
export function deletePastCount(
  table: string,
  owner: string,
  counts: ReadonlyArray<{ id: number; n: number }>,
  firstExtra: 'n' | 'n + 1',
): SQL {
  return sql`delete from ${sql.raw(table)} where ctid = any(array(
    select s.ctid from jsonb_to_recordset(${jsonRows(counts)}) as x(id int, n int)
    cross join lateral (select ctid from ${sql.raw(table)}
      where ${sql.raw(owner)} = x.id and position >= x.${sql.raw(firstExtra)} offset 0) as s))`;
}

/** One row per key, the last one winning, so an upsert never meets the same key twice. */
export function lastByKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    map.delete(k);
    map.set(k, row);
  }
  return [...map.values()];
}
