import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { notifications, recommendations } from '../../db/schema/index.ts';
import type { Page, Paging } from '../../graphql/paging.ts';

export type RecommendationRow = typeof recommendations.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** Recommendations the member received and has not declined, newest first. */
export async function receivedRecs(
  db: Db,
  memberId: number,
  { offset, limit }: Paging,
): Promise<Page<RecommendationRow>> {
  const where = and(eq(recommendations.recipientId, memberId), isNull(recommendations.declinedAt));
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(recommendations)
      .where(where)
      .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
      .offset(offset)
      .limit(limit),
    db.$count(recommendations, where),
  ]);
  return { nodes, totalCount, offset };
}

/**
 * Notifications the member sees: none whose actor is on either side of a block with them (what a
 * blocked member did before the block stops showing; lifting the block shows it again).
 */
function shown(memberId: number) {
  return and(
    eq(notifications.userId, memberId),
    sql`(${notifications.actorId} is null or not exists (select 1 from blocks
      where (blocks.blocker_id = ${memberId} and blocks.blocked_id = ${notifications.actorId})
         or (blocks.blocker_id = ${notifications.actorId} and blocks.blocked_id = ${memberId})))`,
  );
}

/** The member's latest notifications, newest first. */
export function latestNotifications(db: Db, memberId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(shown(memberId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the member's notifications are unseen (a partial index holds exactly those). */
export function unseenCount(db: Db, memberId: number): Promise<number> {
  return db.$count(notifications, and(shown(memberId), isNull(notifications.viewedAt)));
}
