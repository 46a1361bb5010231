import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { itemType, notificationKind, upvoteType } from './enums.ts';
import { itemReferenceColumns, oneItemRule } from './items.ts';
import { lists } from './lists.ts';
import { logs } from './reflections.ts';

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

/**
 * Friends activity, fanned out on write: one row per member and check of one of their friends
 * (mutual follows), kept by triggers on user_releases, user_songs and follows (migration 0023). A
 * page of the member's feed is one range of `feed_items_page_idx`, in the feed's order.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
    itemType: itemType().notNull(),
    /** The friend who checked the item. */
    userId: integer().notNull(),
    itemId: integer().notNull(),
  },
  (t) => [
    uniqueIndex('feed_items_page_idx').on(
      t.memberId,
      t.checkedAt.desc(),
      t.itemType,
      t.userId,
      t.itemId.desc(),
    ),
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

/**
 * The bell: something a member (the actor) did that concerns the member notified. A new
 * recommendation for its recipient (actor: the recommender, none for a list's), a response for the
 * recommender (actor: the recipient), a new follower, or an upvote of the member's review or
 * gratitude (its log and type). One row per distinct event: following again after unfollowing, or
 * upvoting again after taking it back, does not notify twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: integer().references(() => recommendations.id, { onDelete: 'cascade' }),
    logId: integer().references(() => logs.id, { onDelete: 'cascade' }),
    upvoteType: upvoteType(),
    createdAt: createdAt(),
    viewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unseen_idx').on(t.userId).where(sql`${t.viewedAt} is null`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_log_idx').on(t.logId).where(sql`${t.logId} is not null`),
    unique('notifications_once')
      .on(t.userId, t.kind, t.actorId, t.recommendationId, t.logId, t.upvoteType)
      .nullsNotDistinct(),
    check('notifications_not_self', sql`${t.actorId} is null or ${t.actorId} <> ${t.userId}`),
    check(
      'notifications_subject',
      sql`${t.recommendationId} is not null or (${t.actorId} is not null and (${t.logId} is null) = (${t.upvoteType} is null))`,
    ),
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
