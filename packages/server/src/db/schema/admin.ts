import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { itemType } from './enums.ts';
import { itemReferenceColumns, oneItemRule } from './items.ts';

/**
 * Every staff action on the metadata queues, with who did it and when: matching (mbid set or
 * cleared), verifying, and marking a release's MusicBrainz entry as created.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: ['MATCH', 'VERIFY', 'MARK_CREATED'] }).notNull(),
    itemType: itemType().notNull(),
    ...itemReferenceColumns(),
    mbid: uuid(),
    verified: boolean(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt.desc()),
    check('staff_actions_one_item', oneItemRule(t.itemType, { RELEASE: t.releaseId, SONG: t.songId })),
  ],
);

/**
 * Which staff member is working on which queue item, until when: the next-item queries skip items
 * another member holds, so two people never get the same one.
 */
export const staffClaims = pgTable(
  'staff_claims',
  {
    queue: text({
      enum: ['MATCH_RELEASE', 'MATCH_RECORDING', 'VERIFY_RELEASE', 'VERIFY_RECORDING'],
    }).notNull(),
    itemId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queue, t.itemId] }),
    index('staff_claims_user_idx').on(t.userId, t.queue),
    check('staff_claims_expiry', sql`${t.expiresAt} > '2000-01-01'`),
  ],
);
