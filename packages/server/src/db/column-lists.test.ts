import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COLUMNS as ARTIST_COLUMNS } from '../import/write-artists.ts';
import { COLUMNS as RELEASE_COLUMNS } from '../import/write-releases.ts';
import { COLUMNS as SONG_COLUMNS } from '../import/write-songs.ts';
import { COLUMNS as TRACK_COLUMNS } from '../import/write-tracks.ts';
import * as schema from './schema/index.ts';

/**
 * The MusicBrainz import's column lists (name, SQL type for jsonb_to_recordset) against the
 * Drizzle schema, the one source of truth: a renamed or retyped column fails here, not mid-import.
 * (The seed's lists are held to the schema by seed/tables.test.ts.)
 */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const sqlTypes = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return [
        config.name,
        new Map(config.columns.map((column) => [snakeCase(column.name), column.getSQLType()])),
      ] as const;
    }),
);

const SAME: Record<string, string> = { int: 'integer' };

describe('the import writes the schema', () => {
  it.each([
    ['artists', ARTIST_COLUMNS],
    ['releases', RELEASE_COLUMNS],
    ['songs', SONG_COLUMNS],
    ['tracks', TRACK_COLUMNS],
  ] as const)('%s', (table, columns) => {
    const types = sqlTypes.get(table);
    const mismatched = columns
      .filter(([name, type]) => types?.get(name) !== (SAME[type] ?? type))
      .map(([name, type]) => `${name}: ${type} vs ${types?.get(name)}`);
    expect(mismatched).toEqual([]);
  });
});
