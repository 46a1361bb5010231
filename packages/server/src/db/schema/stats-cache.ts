import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A member's stats page as last computed (modules/stats/stats-cache.ts): current while `version`
 * equals users.stats_version and it is under a day old.
 */
export const memberStatsCache = pgTable(
  'member_stats_cache',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stats:all', 'stats:<year>' or 'year:<year>'. */
    page: text().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
    body: jsonb().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'member_stats_cache_pkey', columns: [t.userId, t.page] })],
);
