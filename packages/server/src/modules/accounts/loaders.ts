import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import { follows, lists, subscriptions, users } from '../../db/schema/index.ts';
import { byIds, forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';

const viewer = sql.placeholder('viewerId');

const accountStatements = defineStatements('accounts', {
  user: (db) => db.select().from(users).where(anyOf(users.id)),
  subscriptions: (db) =>
    db
      .select()
      .from(subscriptions)
      .where(anyOf(subscriptions.userId))
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id)),
  favoriteLists: (db) =>
    db
      .select()
      .from(lists)
      .where(sql`${anyOf(lists.createdByUserId)} and ${lists.favoriteKind} is not null`),
  viewerFollows: (db) =>
    db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(sql`${follows.followerId} = ${viewer} and ${anyOf(follows.followeeId)}`),
  followsViewer: (db) =>
    db
      .select({ id: follows.followerId })
      .from(follows)
      .where(sql`${follows.followeeId} = ${viewer} and ${anyOf(follows.followerId)}`),
});

export function createAccountLoaders(db: Db, viewerId: number | null) {
  const statements = accountStatements(db);
  return {
    user: keyedLoader(byIds(statements.user), (r) => r.id),
    subscriptions: groupedLoader(byIds(statements.subscriptions), (r) => r.userId),
    favoriteLists: groupedLoader(byIds(statements.favoriteLists), (r) => r.createdByUserId ?? 0),
    /** Users (by id) whom the viewer follows. */
    viewerFollows: keyedLoader(forViewer(viewerId, statements.viewerFollows), (r) => r.id),
    /** Users (by id) who follow the viewer. */
    followsViewer: keyedLoader(forViewer(viewerId, statements.followsViewer), (r) => r.id),
  };
}
