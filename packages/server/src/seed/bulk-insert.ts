import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';

/**
 * How a column travels: as an array parameter of `unnest`, converted in the select list.
 * Dates go as day numbers and times as epoch seconds (cheaper than strings, exact), array
 * columns as their text literal, enums as text arrays cast to the enum's array type.
 */
export type ColumnKind =
  | 'int'
  | 'real'
  | 'bool'
  | 'text'
  | 'uuid'
  | 'jsonb'
  | 'day'
  | 'time'
  | 'text[]'
  | { enum: string }
  | { enumArray: string };

export type Cell = number | string | boolean | null;

export type TableSpec = {
  name: string;
  columns: ReadonlyArray<readonly [column: string, kind: ColumnKind]>;
  /** Tables whose rows this one references: their pending inserts must land first. */
  parents: readonly string[];
};

function paramType(kind: ColumnKind): string {
  if (typeof kind === 'object') return 'text[]';
  switch (kind) {
    case 'int':
    case 'day':
      return 'int4[]';
    case 'time':
      return 'int8[]';
    case 'real':
      return 'float8[]';
    case 'bool':
      return 'bool[]';
    case 'uuid':
      return 'uuid[]';
    case 'jsonb':
      return 'jsonb[]';
    default:
      return 'text[]';
  }
}

function selectExpression(column: string, kind: ColumnKind): string {
  const c = `u.${column}`;
  if (typeof kind === 'object') {
    return 'enum' in kind ? `${c}::${kind.enum}` : `${c}::${kind.enumArray}[]`;
  }
  if (kind === 'day') return `date '1970-01-01' + ${c}`;
  if (kind === 'time') return `to_timestamp(${c})`;
  if (kind === 'text[]') return `${c}::text[]`;
  return c;
}

function quoted(value: string): string {
  const plain = value.indexOf('"') < 0 && value.indexOf('\\') < 0;
  return `"${plain ? value : value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * One column as a Postgres array literal. Sending one string per column (instead of letting the
 * driver serialise a JavaScript array element by element) is several times cheaper, and both
 * drivers pass a string through unchanged.
 */
export function columnLiteral(kind: ColumnKind, values: readonly Cell[]): string {
  const numeric = kind === 'int' || kind === 'day' || kind === 'time' || kind === 'real' || kind === 'bool';
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'boolean') parts[i] = value ? 't' : 'f';
    else parts[i] = numeric ? String(value) : quoted(String(value));
  }
  return `{${parts.join(',')}}`;
}

/** `insert into t (…) select … from unnest($1::int4[], …)`: one statement for a whole batch. */
export function insertStatement(spec: TableSpec, columns: readonly Cell[][]): SQL {
  const names = spec.columns.map(([column]) => column).join(', ');
  const selects = spec.columns.map(([column, kind]) => selectExpression(column, kind)).join(', ');
  const params = spec.columns.map(
    ([, kind], i) => sql`${sql.param(columnLiteral(kind, columns[i] ?? []))}::${sql.raw(paramType(kind))}`,
  );
  return sql`insert into ${sql.raw(spec.name)} (${sql.raw(names)}) select ${sql.raw(selects)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(names)})`;
}

/** A Postgres array literal for a text[] or enum[] column: {"a","b \"c\""}. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map(quoted).join(',')}}`;
}

/** The rows of one table collected column by column, ready to become unnest parameters. */
export class TableBatch {
  columns: Cell[][];
  size = 0;
  total = 0;

  constructor(readonly spec: TableSpec) {
    this.columns = spec.columns.map(() => []);
  }

  add(...row: Cell[]): void {
    if (row.length !== this.columns.length) {
      throw new Error(`${this.spec.name}: expected ${this.columns.length} values, got ${row.length}`);
    }
    for (let i = 0; i < row.length; i++) this.columns[i]?.push(row[i] ?? null);
    this.size++;
    this.total++;
  }

  take(): Cell[][] {
    const taken = this.columns;
    this.columns = this.spec.columns.map(() => []);
    this.size = 0;
    return taken;
  }
}

export async function insertBatch(db: Db, spec: TableSpec, columns: Cell[][]): Promise<void> {
  if ((columns[0]?.length ?? 0) === 0) return;
  await db.execute(insertStatement(spec, columns));
}
