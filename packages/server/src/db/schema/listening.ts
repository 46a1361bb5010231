import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { artists, releases, songs } from './catalog.ts';
import { createdAt, ratingRule, updatedAt } from './columns.ts';
import { listenToKind, reaction } from './enums.ts';

/**
 * A member's whole state for one item in one row: check (deep listen, purple check), rating,
 * the single reaction (like, love or favorite exclude each other by construction) and the
 * For Later entry. A page's current-member flags are one batched lookup by primary key.
 */
function itemStateColumns() {
  return {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedAt: timestamp({ withTimezone: true }),
    deepListened: boolean().notNull().default(false),
    rating: real(),
    ratedAt: timestamp({ withTimezone: true }),
    reaction: reaction(),
    reactedAt: timestamp({ withTimezone: true }),
    listenTo: listenToKind(),
    listenToAddedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  };
}

export const userReleases = pgTable(
  'user_releases',
  {
    ...itemStateColumns(),
    releaseId: integer()
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    purpleCheck: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.releaseId] }),
    // A collection's skeleton (filters, date order, count) is read from these two alone.
    index('user_releases_checked_idx')
      .on(t.userId, t.checkedAt.desc(), t.releaseId.desc(), t.deepListened, t.reaction, t.rating)
      .where(sql`${t.checkedAt} is not null`),
    index('user_releases_listen_to_idx')
      .on(t.userId, t.listenToAddedAt.desc(), t.releaseId.desc(), t.listenTo)
      .where(sql`${t.listenTo} is not null`),
    index('user_releases_release_checked_idx')
      .on(t.releaseId, t.checkedAt.desc())
      .where(sql`${t.checkedAt} is not null`),
    index('user_releases_release_reaction_idx')
      .on(t.releaseId, t.reaction, t.reactedAt.desc())
      .where(sql`${t.reaction} is not null`),
    index('user_releases_recent_checks_idx').on(t.checkedAt.desc()).where(sql`${t.checkedAt} is not null`),
    check('user_releases_rating', ratingRule(t.rating)),
    check('user_releases_reaction_needs_check', sql`${t.reaction} is null or ${t.checkedAt} is not null`),
    check('user_releases_rating_needs_check', sql`${t.rating} is null or ${t.checkedAt} is not null`),
    check('user_releases_deep_needs_check', sql`not ${t.deepListened} or ${t.checkedAt} is not null`),
    check('user_releases_purple_needs_check', sql`not ${t.purpleCheck} or ${t.checkedAt} is not null`),
    check('user_releases_listen_to_pair', sql`(${t.listenTo} is null) = (${t.listenToAddedAt} is null)`),
  ],
);

export const userSongs = pgTable(
  'user_songs',
  {
    ...itemStateColumns(),
    songId: integer()
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.songId] }),
    index('user_songs_checked_idx')
      .on(t.userId, t.checkedAt.desc(), t.songId.desc(), t.deepListened, t.reaction, t.rating)
      .where(sql`${t.checkedAt} is not null`),
    index('user_songs_listen_to_idx')
      .on(t.userId, t.listenToAddedAt.desc(), t.songId.desc(), t.listenTo)
      .where(sql`${t.listenTo} is not null`),
    index('user_songs_song_reaction_idx')
      .on(t.songId, t.reaction, t.reactedAt.desc())
      .where(sql`${t.reaction} is not null`),
    index('user_songs_recent_checks_idx').on(t.checkedAt.desc()).where(sql`${t.checkedAt} is not null`),
    check('user_songs_rating', ratingRule(t.rating)),
    check('user_songs_reaction_needs_check', sql`${t.reaction} is null or ${t.checkedAt} is not null`),
    check('user_songs_rating_needs_check', sql`${t.rating} is null or ${t.checkedAt} is not null`),
    check('user_songs_deep_needs_check', sql`not ${t.deepListened} or ${t.checkedAt} is not null`),
    check('user_songs_listen_to_pair', sql`(${t.listenTo} is null) = (${t.listenToAddedAt} is null)`),
  ],
);

/** Artists can only be favorited. */
export const userArtists = pgTable(
  'user_artists',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    favoritedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    index('user_artists_artist_idx').on(t.artistId, t.favoritedAt.desc()),
  ],
);

/** Where a listen came from: the listen API, or the import format that brought it. */
export const LISTEN_SOURCES = [
  'api',
  'lastfm',
  'spotify',
  'listenbrainz',
  'rym',
  'plain',
  'earmark',
] as const;
export type ListenSource = (typeof LISTEN_SOURCES)[number];

/**
 * A member's listening history, one row per play, as scrobblers and imports report it. The
 * names are kept as reported; songId and releaseId are what the catalog matched (null when
 * nothing did). The same listen reported twice (same time, artist and track) is one row.
 */
export const listens = pgTable(
  'listens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: integer().references(() => songs.id, { onDelete: 'set null' }),
    releaseId: integer().references(() => releases.id, { onDelete: 'set null' }),
    listenedAt: timestamp({ withTimezone: true }).notNull(),
    artistName: text().notNull(),
    trackName: text().notNull(),
    releaseName: text(),
    source: text({ enum: LISTEN_SOURCES }).notNull(),
    durationMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listens_once_key').on(
      t.userId,
      t.listenedAt,
      sql`lower(${t.artistName})`,
      sql`lower(${t.trackName})`,
    ),
    index('listens_user_time_idx').on(t.userId, t.listenedAt.desc(), t.id.desc()),
    index('listens_user_song_idx').on(t.userId, t.songId).where(sql`${t.songId} is not null`),
    // The catalog's deletes and merges find a song's or release's listens by these.
    index('listens_song_idx').on(t.songId).where(sql`${t.songId} is not null`),
    index('listens_release_idx').on(t.releaseId).where(sql`${t.releaseId} is not null`),
    check(
      'listens_source',
      sql`${t.source} in ('api', 'lastfm', 'spotify', 'listenbrainz', 'rym', 'plain', 'earmark')`,
    ),
    check(
      'listens_names_length',
      sql`char_length(${t.artistName}) between 1 and 1000 and char_length(${t.trackName}) between 1 and 1000 and (${t.releaseName} is null or char_length(${t.releaseName}) <= 1000)`,
    ),
    check('listens_duration_range', sql`${t.durationMs} is null or ${t.durationMs} between 0 and 86400000`),
  ],
);
