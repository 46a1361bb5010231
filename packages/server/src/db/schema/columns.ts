import { type SQL, sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids, times and counters one way. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const counter = () => integer().notNull().default(0);

/** A rating column's rule: 0.5 to 5 in half steps (NULL means unrated). */
export function ratingRule(column: SQL.Aliased | unknown): SQL {
  return sql`${column} is null or (${column} >= 0.5 and ${column} <= 5 and ${column} * 2 = trunc(${column} * 2))`;
}

/** Normalized text for search and case-insensitive uniqueness (function created in migration 0000). */
export function normalized(column: unknown): SQL {
  return sql`earmark_normalize(${column})`;
}
