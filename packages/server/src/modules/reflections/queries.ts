import { and, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { LogRow } from '../../db/rows.ts';
import { logs } from '../../db/schema/index.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { ITEM_KINDS, type ItemKey } from '../catalog/index.ts';
import { listeningVisibleTo } from '../shared/index.ts';

async function pageOfLogs(db: Db, where: SQL | undefined, { offset, limit }: Paging): Promise<Page<LogRow>> {
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(logs)
      .where(where)
      .orderBy(desc(logs.createdAt), desc(logs.id))
      .offset(offset)
      .limit(limit),
    db.$count(logs, where),
  ]);
  return { nodes, totalCount, offset };
}

/** Every member's logs of one release or song, newest first (a private profile's only for friends). */
export function itemLogs(
  db: Db,
  item: ItemKey,
  paging: Paging,
  viewerId: number | null,
): Promise<Page<LogRow>> {
  const where = and(
    eq(logs[ITEM_KINDS[item.type].idField], item.id),
    listeningVisibleTo(logs.userId, viewerId),
  );
  return pageOfLogs(db, where, paging);
}

/** The latest logs that carry a written review (the home page's "recent reviews"). */
export function recentReviews(db: Db, limit: number, viewerId: number | null): Promise<LogRow[]> {
  return db
    .select()
    .from(logs)
    .where(and(isNotNull(logs.review), ne(logs.review, ''), listeningVisibleTo(logs.userId, viewerId)))
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(limit);
}
