import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { follows, lists, subscriptions, users } from '../../db/schema/index.ts';
import { forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';

export function createAccountLoaders(db: Db, viewerId: number | null) {
  return {
    user: keyedLoader(
      (ids: number[]) => db.select().from(users).where(inArray(users.id, ids)),
      (r) => r.id,
    ),
    subscriptions: groupedLoader(
      (ids: number[]) =>
        db
          .select()
          .from(subscriptions)
          .where(inArray(subscriptions.userId, ids))
          .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id)),
      (r) => r.userId,
    ),
    favoriteLists: groupedLoader(
      (ids: number[]) =>
        db
          .select()
          .from(lists)
          .where(and(inArray(lists.createdByUserId, ids), isNotNull(lists.favoriteKind))),
      (r) => r.createdByUserId ?? 0,
    ),
    /** Users (by id) whom the viewer follows. */
    viewerFollows: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select({ id: follows.followeeId })
          .from(follows)
          .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, ids))),
      ),
      (r) => r.id,
    ),
    /** Users (by id) who follow the viewer. */
    followsViewer: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select({ id: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followeeId, userId), inArray(follows.followerId, ids))),
      ),
      (r) => r.id,
    ),
  };
}
