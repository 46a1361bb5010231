import { type SQL, sql } from 'drizzle-orm';

/**
 * Integers as one PostgreSQL `int[]` parameter (`= any(${intArray(ids)})`). Drizzle expands a JS array
 * inside sql`` into a list of parameters, so the array travels as its text literal `{1,2,3}` instead.
 */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}
