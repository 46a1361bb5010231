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

/** A column the upsert sets: its name, and the incoming value when it is not `excluded.<name>`. */
export type Field = string | readonly [name: string, incoming: string];

/**
 * `on conflict … do update` that sets `fields` from the incoming row, plus `extra` assignments,
 * and only when something would change: the guard that makes a repeated import write nothing.
 */
export function updateIfChanged(
  target: string,
  table: string,
  fields: readonly Field[],
  extra: { set?: readonly string[]; changedWhen?: readonly string[] } = {},
): string {
  const named = fields.map((f) => (typeof f === 'string' ? ([f, `excluded.${f}`] as const) : f));
  const set = [...named.map(([f, value]) => `${f} = ${value}`), ...(extra.set ?? [])];
  const current = named.map(([f]) => `${table}.${f}`).join(', ');
  const incoming = named.map(([, value]) => value).join(', ');
  const changed = [`row(${current}) is distinct from row(${incoming})`, ...(extra.changedWhen ?? [])];
  return `on conflict (${target}) do update set ${set.join(', ')} where ${changed.join(' or ')}`;
}

/** The incoming value unless it is blank (`blank` tests `excluded.<name>`), then the current one. */
export function unlessBlank(table: string, name: string, blank: string): Field {
  return [name, `case when ${blank} then ${table}.${name} else excluded.${name} end`];
}

/** The current value unless it is blank (`blank` tests `%s`, the table or `excluded`), then the incoming one. */
export function fillBlank(table: string, name: string, blank: string): Field {
  return [name, `case when ${blank.replaceAll('%s', table)} then excluded.${name} else ${table}.${name} end`];
}

/**
 * `year`, `release_date` and `release_date_precision` set to the earlier of the row's date and
 * the incoming one, compared as far as both are known (map-dates' `earlierDate`): "1996-12"
 * beats "1997"; of "1997" and "1997-05-12" the more precise one stays. A row with a year but no
 * date (imported before dates had a precision) only takes a date of that year or before.
 */
export function earliestDateFields(table: string): Field[] {
  const [cur, inc] = [`${table}.release_date`, 'excluded.release_date'];
  const [cp, ip] = [
    `coalesce(${table}.release_date_precision, 3)`,
    'coalesce(excluded.release_date_precision, 3)',
  ];
  const common = `least(${cp}, ${ip})`;
  const cut = (d: string) =>
    `(case ${common} when 1 then date_trunc('year', ${d})::date when 2 then date_trunc('month', ${d})::date else ${d} end)`;
  const wins = `(${inc} is not null and (case when ${cur} is null then ${table}.year is null or extract(year from ${inc}) <= ${table}.year
    else ${cut(inc)} < ${cut(cur)} or (${cut(inc)} = ${cut(cur)} and ${ip} > ${cp}) end))`;
  return ['year', 'release_date', 'release_date_precision'].map(
    (name): Field => [name, `case when ${wins} then excluded.${name} else ${table}.${name} end`],
  );
}

/**
 * `on conflict … do update` that only fills the blank columns of an existing row, for an entity
 * met inside another line: `blanks` maps each column to its "is blank" test (with `%s` for the
 * table or `excluded`).
 */
export function fillBlanks(target: string, table: string, blanks: Readonly<Record<string, string>>): string {
  const test = (name: string, who: string) => (blanks[name] ?? '').replaceAll('%s', who);
  const names = Object.keys(blanks);
  const set = names.map(
    (n) => `${n} = case when ${test(n, table)} then excluded.${n} else ${table}.${n} end`,
  );
  const when = names.map((n) => `(${test(n, table)} and not ${test(n, 'excluded')})`);
  return `on conflict (${target}) do update set ${set.join(', ')}, updated_at = now() where ${when.join(' or ')}`;
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
      where ${sql.raw(owner)} = x.id and position >= x.${sql.raw(firstExtra)} offset 0) as s))
    returning ${sql.raw(owner)} as owner`;
}

/**
 * Inserts rows whose owner has no row yet in `table` (a credit list met inside another line
 * only fills an owner without one); returns the owner of each inserted row.
 */
export function insertForEmptyOwners(
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  owner: string,
  /** Also required of each row (`x` is the row; it may read extra columns given in `extra`). */
  condition?: { where: string; extra: readonly Column[] },
): SQL {
  const names = columns.map(([name]) => name).join(', ');
  const types = [...columns, ...(condition?.extra ?? [])].map(([name, type]) => `${name} ${type}`).join(', ');
  const also = condition ? ` and ${condition.where}` : '';
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${jsonRows(rows)}) as x(${sql.raw(types)})
    where not exists (select 1 from ${sql.raw(table)} c where c.${sql.raw(owner)} = x.${sql.raw(owner)})${sql.raw(also)}
    on conflict do nothing returning ${sql.raw(owner)} as owner`;
}

/**
 * Inserts tracks of a partial track list: only at free positions, and only songs the release's
 * list does not hold yet; returns the release of each inserted track.
 */
export function insertPartialTracks(columns: readonly Column[], rows: readonly object[]): SQL {
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return sql`insert into tracks (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${jsonRows(rows)}) as x(${sql.raw(types)})
    where not exists (select 1 from tracks t where t.release_id = x.release_id and t.song_id = x.song_id)
    on conflict do nothing returning release_id as owner`;
}

/** One row per key, the first one winning: an entity met inside lines fills blanks from the first. */
export function firstByKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    if (!map.has(k)) map.set(k, row);
  }
  return [...map.values()];
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

/**
 * `on conflict (mbid)` for an entity met inside another line (a group in a release line, a
 * recording on a track list, an artist in a credit): fills the columns its row lacks (`blanks`
 * maps each to its "is blank" test, `%s` for the table or `excluded`) and, when `dated`, gives
 * its date when that is earlier; `extra` adds assignments and change tests (an ISRC union).
 */
export function fillStub(
  table: string,
  blanks: Readonly<Record<string, string>>,
  dated: boolean,
  extra: { set?: readonly string[]; changedWhen?: readonly string[] } = {},
): string {
  return updateIfChanged(
    'mbid',
    table,
    [
      ...Object.entries(blanks).map(([name, blank]) => fillBlank(table, name, blank)),
      ...(dated ? earliestDateFields(table) : []),
    ],
    { set: [...(extra.set ?? []), 'updated_at = now()'], changedWhen: extra.changedWhen },
  );
}
