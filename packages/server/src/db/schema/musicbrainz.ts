import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { itemType } from './enums.ts';

/**
 * The one row every server process (cluster workers included) reserves its next MusicBrainz
 * request time from, so the whole server sends at most one request a second.
 */
export const musicbrainzThrottle = pgTable(
  'musicbrainz_throttle',
  {
    id: smallint().primaryKey().default(1),
    nextAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('musicbrainz_throttle_one_row', sql`${t.id} = 1`)],
);

/** MusicBrainz answers members asked for (searches), shared by every process for a while. */
export const musicbrainzCache = pgTable(
  'musicbrainz_cache',
  {
    key: text().primaryKey(),
    answer: jsonb().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('musicbrainz_cache_fetched_idx').on(t.fetchedAt)],
);

/**
 * When Earmark last read an entity from the MusicBrainz web service (`fetched_at`, null until it
 * succeeds) and last tried (`tried_at`, which one process claims so no other tries at once).
 */
export const musicbrainzFetches = pgTable(
  'musicbrainz_fetches',
  {
    kind: text().notNull(),
    mbid: uuid().notNull(),
    fetchedAt: timestamp({ withTimezone: true }),
    triedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.mbid] })],
);

/**
 * A release or song merged into another (MusicBrainz merged the two entities and the catalog had
 * both; import/merge-items.ts): the old id's row is gone and its pages answer the surviving one.
 * No foreign key: a later merge of the survivor moves its redirects along.
 */
export const mergedItems = pgTable(
  'merged_items',
  {
    itemType: itemType().notNull(),
    fromId: integer().notNull(),
    intoId: integer().notNull(),
    mergedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.fromId] }),
    index('merged_items_into_idx').on(t.itemType, t.intoId),
  ],
);
