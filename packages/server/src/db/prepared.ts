import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './open-db.ts';
import { isTransactionPooled } from './pooler.ts';

/** A statement Drizzle has built once; `execute` fills its placeholders. */
type Prepared<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };
type Buildable<Row> = { prepare: (name: string) => Prepared<Row> };

/**
 * Statements of a fixed shape, built by Drizzle once per database handle and, on PostgreSQL,
 * prepared once per connection under their name (node-postgres keeps named statements), so a hot
 * loader neither rebuilds its SQL in Node nor has PostgreSQL parse and plan it on every request.
 *
 * `defineStatements('catalog', { release: (db) => db.select()… })` gives `(db) => { release }`,
 * each prepared as "catalog_release". Write the key sets with `anyOf(column)` so the SQL is the
 * same whatever the number of keys. Behind a transaction pooler (db/pooler.ts) they go unnamed:
 * still built once in Node, parsed by PostgreSQL on each call.
 */
export function defineStatements<Builders extends Record<string, (db: Db) => Buildable<unknown>>>(
  scope: string,
  builders: Builders,
): (db: Db) => { [Name in keyof Builders]: ReturnType<ReturnType<Builders[Name]>['prepare']> } {
  type Statements = { [Name in keyof Builders]: ReturnType<ReturnType<Builders[Name]>['prepare']> };
  const byDb = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) {
      const pooled = isTransactionPooled(db);
      const entries = Object.entries(builders).map(([name, build]) => [
        name,
        build(db).prepare(pooled ? '' : `${scope}_${name}`),
      ]);
      statements = Object.fromEntries(entries) as Statements;
      byDb.set(db, statements);
    }
    return statements;
  };
}

/** `column = any($name)`: one SQL text for any number of keys (the placeholder takes an array). */
export function anyOf(column: AnyColumn, placeholder = 'ids'): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)})`;
}
