import {
  bigint,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const member = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const ints = () => integer().array().notNull();

/**
 * A version per member and month (UTC) with checks or listens, moved by the statement-level
 * triggers on user_releases, user_songs, logs and listens whenever a row's month, item, names or
 * length change (modules/stats/month-summaries.ts).
 */
export const memberStatsMonthVersions = pgTable(
  'member_stats_month_versions',
  {
    userId: member(),
    month: date().notNull(),
    /** Moved by any write the month's summary counts. */
    version: bigint({ mode: 'number' }).notNull(),
    /** Moved by a write of the month's checks (item, day) or listens: later months' first listens depend on it. */
    history: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'member_stats_month_versions_pkey', columns: [t.userId, t.month] })],
);

/**
 * A member's month as a stats page last computed it: current while `version` equals the month's in
 * member_stats_month_versions. Parallel arrays: artists (null id for an unmatched listen's reported
 * name), genres, decades, albums and songs with their listens and checks; `newAlbums` the releases
 * of the month's year heard or checked in it; `listenDays` the days (since 1970-01-01) with a listen;
 * the ratings given in the month by value, its ten highest rated, its loved and favorited counts
 * and its first twelve of them (favorites first, latest first).
 */
export const memberStatsMonths = pgTable(
  'member_stats_months',
  {
    userId: member(),
    month: date().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
    /** The sum of the member's history versions of every month up to this one, when computed. */
    historyPrefix: bigint({ mode: 'number' }).notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    listens: integer().notNull(),
    firstListens: integer().notNull(),
    checks: integer().notNull(),
    releaseChecks: integer().notNull(),
    /** The listens' known length; null when none is known. */
    durationMs: bigint({ mode: 'number' }),
    listenDays: ints(),
    artistIds: ints(),
    artistNames: text().array().notNull(),
    artistListens: ints(),
    artistChecks: ints(),
    genres: text().array().notNull(),
    genreListens: ints(),
    genreChecks: ints(),
    decades: ints(),
    decadeListens: ints(),
    decadeChecks: ints(),
    albums: ints(),
    albumListens: ints(),
    albumChecks: ints(),
    songs: ints(),
    songListens: ints(),
    songChecks: ints(),
    newAlbums: ints(),
    ratingValues: doublePrecision().array().notNull(),
    ratingCounts: ints(),
    ratedKinds: text().array().notNull(),
    ratedIds: ints(),
    ratedRatings: doublePrecision().array().notNull(),
    ratedAt: timestamp({ withTimezone: true }).array().notNull(),
    loved: integer().notNull(),
    favorited: integer().notNull(),
    lovedKinds: text().array().notNull(),
    lovedIds: ints(),
    lovedReactions: text().array().notNull(),
    lovedAt: timestamp({ withTimezone: true }).array().notNull(),
  },
  (t) => [primaryKey({ name: 'member_stats_months_pkey', columns: [t.userId, t.month] })],
);

/**
 * A member's artists summed over the months of a page's range before its latest month
 * (modules/stats/artist-rollups.ts), keyed by where the range starts: a listen in the latest
 * month, the common write, leaves it current, so the page adds one month to it instead of summing
 * every month again. Current while `throughMonth` is still the range's latest month with activity
 * and `versions` the sum of the versions of the months before it (any write there moves it).
 */
export const memberStatsArtistRollups = pgTable(
  'member_stats_artist_rollups',
  {
    userId: member(),
    fromMonth: date().notNull(),
    /** The range's latest month with activity: the sums cover the months before it. */
    throughMonth: date().notNull(),
    versions: bigint({ mode: 'number' }).notNull(),
    computedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    artistIds: integer().array().notNull(),
    artistNames: text().array().notNull(),
    artistListens: ints(),
    artistChecks: ints(),
  },
  (t) => [primaryKey({ name: 'member_stats_artist_rollups_pkey', columns: [t.userId, t.fromMonth] })],
);
