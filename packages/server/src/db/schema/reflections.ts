import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { counter, createdAt, id, ratingRule, updatedAt } from './columns.ts';
import { itemType, upvoteType } from './enums.ts';
import { itemReferenceColumns, oneItemRule } from './items.ts';

/** A log is a reflection on one listen: a diary entry, optionally with writing. */
export const logs = pgTable(
  'logs',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType().notNull(),
    ...itemReferenceColumns(),
    /** The diary date; null when the member left the log out of the diary. */
    date: date(),
    rating: real(),
    review: text(),
    reviewTitle: text(),
    gratitude: text(),
    hadChills: boolean().notNull().default(false),
    listenedBefore: boolean().notNull().default(false),
    wasDeepListen: boolean().notNull().default(false),
    favorited: boolean().notNull().default(false),
    liked: boolean().notNull().default(false),
    loved: boolean().notNull().default(false),
    reviewUpvoteCount: counter(),
    gratitudeUpvoteCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('logs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('logs_user_date_idx').on(t.userId, t.date.desc().nullsLast(), t.id.desc()),
    index('logs_release_idx').on(t.releaseId, t.createdAt.desc()).where(sql`${t.releaseId} is not null`),
    index('logs_song_idx').on(t.songId, t.createdAt.desc()).where(sql`${t.songId} is not null`),
    index('logs_recent_idx').on(t.createdAt.desc()),
    index('logs_recent_reviews_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.review} is not null and ${t.review} <> ''`),
    check('logs_one_item', oneItemRule(t.itemType, { RELEASE: t.releaseId, SONG: t.songId })),
    check('logs_rating', ratingRule(t.rating)),
    check('logs_one_reaction', sql`(${t.favorited}::int + ${t.liked}::int + ${t.loved}::int) <= 1`),
    check('logs_date_range', sql`${t.date} is null or ${t.date} >= '1900-01-01'`),
    check('logs_counts_nonnegative', sql`${t.reviewUpvoteCount} >= 0 and ${t.gratitudeUpvoteCount} >= 0`),
  ],
);

export const logUpvotes = pgTable(
  'log_upvotes',
  {
    logId: integer()
      .notNull()
      .references(() => logs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: upvoteType().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.logId, t.userId, t.type] }), index('log_upvotes_user_idx').on(t.userId)],
);
