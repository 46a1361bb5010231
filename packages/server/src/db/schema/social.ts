import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { itemType, notificationKind } from './enums.ts';
import { itemReferenceColumns, oneItemRule } from './items.ts';
import { lists } from './lists.ts';

/** Friends are two members who follow each other. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt.desc()),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A recommendation to one recipient, from a friend or from a list the recipient follows. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommenderId: integer().references(() => users.id, { onDelete: 'cascade' }),
    sourceListId: integer().references(() => lists.id, { onDelete: 'cascade' }),
    itemType: itemType().notNull(),
    ...itemReferenceColumns(),
    explanation: text(),
    createdAt: createdAt(),
    response: text(),
    respondedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('recommendations_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    index('recommendations_recommender_idx').on(t.recommenderId),
    check('recommendations_one_item', oneItemRule(t.itemType, { RELEASE: t.releaseId, SONG: t.songId })),
    check('recommendations_one_source', sql`num_nonnulls(${t.recommenderId}, ${t.sourceListId}) = 1`),
    check(
      'recommendations_not_self',
      sql`${t.recommenderId} is null or ${t.recommenderId} <> ${t.recipientId}`,
    ),
  ],
);

/** The bell: a new recommendation for its recipient, or a response for its recommender. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    recommendationId: integer()
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    viewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unseen_idx').on(t.userId).where(sql`${t.viewedAt} is null`),
  ],
);

/**
 * A member blocking another: the blocked member cannot follow, recommend to, or see the activity
 * of the blocker, and blocking ends any follow between them.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
