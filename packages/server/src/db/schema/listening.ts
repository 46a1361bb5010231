import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { artists, releases, songs } from './catalog.ts';
import { ratingRule, updatedAt } from './columns.ts';
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
