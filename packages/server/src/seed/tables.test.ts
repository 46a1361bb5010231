import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import type { ColumnKind } from './bulk-insert.ts';
import { T } from './tables.ts';

/**
 * The seed's column lists (tables-catalog.ts, tables-community.ts) against the Drizzle schema, the
 * one source of truth: every column the seed writes exists with a matching type, and every column
 * the database requires (not null, no default) is written. A schema change that the seed does not
 * follow fails here, not in a half-seeded database.
 */
const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config] as const;
    }),
);

const SQL_TYPES: Record<Exclude<ColumnKind, object>, RegExp> = {
  int: /^(integer|bigint|smallint|serial|bigserial)$/,
  real: /^(real|double precision|numeric.*)$/,
  bool: /^boolean$/,
  text: /^(text|varchar.*|citext)$/,
  uuid: /^uuid$/,
  jsonb: /^jsonb$/,
  day: /^date$/,
  time: /^timestamp.*$/,
  'text[]': /^text\[\]$/,
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function matches(kind: ColumnKind, sqlType: string): boolean {
  if (typeof kind === 'string') return SQL_TYPES[kind].test(sqlType);
  if ('enum' in kind) return sqlType === kind.enum;
  return sqlType === `${kind.enumArray}[]`;
}

describe('the seed writes the schema it seeds', () => {
  it.each(Object.values(T).map((spec) => [spec.name, spec] as const))('%s', (name, spec) => {
    const table = tables.get(name);
    expect(table, `no Drizzle table ${name}`).toBeDefined();
    // The schema names columns in camelCase and the database in snake_case (drizzle's casing option).
    const columns = new Map(table?.columns.map((column) => [snakeCase(column.name), column]));
    const mismatched = spec.columns
      .filter(([column, kind]) => {
        const defined = columns.get(column);
        return !defined || !matches(kind, defined.getSQLType());
      })
      .map(([column, kind]) => `${column}: ${JSON.stringify(kind)} vs ${columns.get(column)?.getSQLType()}`);
    expect(mismatched).toEqual([]);
    const written = new Set(spec.columns.map(([column]) => column));
    const required = [...columns.values()]
      // A generated column is the database's to compute (and no insert may name it).
      .filter((column) => column.notNull && !column.hasDefault && !column.generated)
      .filter((column) => !written.has(snakeCase(column.name)))
      .map((column) => snakeCase(column.name));
    expect(required).toEqual([]);
  });
});
