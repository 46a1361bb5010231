import { type SQL, sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';
import { artists, releases, songs } from './catalog.ts';

/**
 * Columns for a row that points at one release or one song, chosen by its itemType column:
 * real foreign keys (not a bare id) so a deleted item takes its rows with it.
 */
export function itemReferenceColumns() {
  return {
    releaseId: integer().references(() => releases.id, { onDelete: 'cascade' }),
    songId: integer().references(() => songs.id, { onDelete: 'cascade' }),
  };
}

export function artistReferenceColumn() {
  return { artistId: integer().references(() => artists.id, { onDelete: 'cascade' }) };
}

/** Exactly the id column named by the type column is set. */
export function oneItemRule(typeColumn: unknown, columns: Record<string, unknown>): SQL {
  const branches = Object.entries(columns).map(([type, column]) => {
    const others = Object.entries(columns)
      .filter(([other]) => other !== type)
      .map(([, c]) => sql` and ${c} is null`);
    return sql`(${typeColumn} = ${sql.raw(`'${type}'`)} and ${column} is not null${sql.join(others, sql``)})`;
  });
  return sql.join(branches, sql` or `);
}
