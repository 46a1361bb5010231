import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { listFollows, listItems, listLikes, listSections, lists } from '../../db/schema/index.ts';
import { selectRows } from '../../db/select-rows.ts';
import { forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';

type CoverRow = { listId: number; releaseId: number; image: string | null };
type ChecksRow = { listId: number; checks: number };

export function createListLoaders(db: Db, viewerId: number | null) {
  return {
    list: keyedLoader(
      (ids: number[]) => db.select().from(lists).where(inArray(lists.id, ids)),
      (r) => r.id,
    ),
    sections: groupedLoader(
      (ids: number[]) =>
        db
          .select()
          .from(listSections)
          .where(inArray(listSections.listId, ids))
          .orderBy(asc(listSections.position), asc(listSections.id)),
      (r) => r.listId,
    ),
    /** The first four releases of each list, for its cover mosaic. */
    albumCovers: groupedLoader(
      async (ids: number[]): Promise<CoverRow[]> => {
        return selectRows<CoverRow>(
          db,
          sql`
        select c.list_id as "listId", c.release_id as "releaseId", r.image
        from (
          select li.list_id, li.release_id, li.position, li.id,
                 row_number() over (partition by li.list_id order by li.position, li.id)::int as n
          from list_items li
          where li.list_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
            and li.release_id is not null
        ) c
        join releases r on r.id = c.release_id
        where c.n <= 4
        order by c.list_id, c.position, c.id`,
        );
      },
      (r) => r.listId,
    ),
    viewerLikes: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select({ listId: listLikes.listId })
          .from(listLikes)
          .where(and(eq(listLikes.userId, userId), inArray(listLikes.listId, ids))),
      ),
      (r) => r.listId,
    ),
    viewerFollows: keyedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select({ listId: listFollows.listId })
          .from(listFollows)
          .where(and(eq(listFollows.userId, userId), inArray(listFollows.listId, ids))),
      ),
      (r) => r.listId,
    ),
    /** How many of each list's items the viewer has checked. */
    viewerChecks: keyedLoader(
      forViewer(viewerId, async (userId, ids: number[]): Promise<ChecksRow[]> => {
        const rows = await db
          .select({ listId: listItems.listId, checks: sql<number>`count(*)::int` })
          .from(listItems)
          .where(and(inArray(listItems.listId, ids), checkedBy(userId)))
          .groupBy(listItems.listId);
        return rows;
      }),
      (r) => r.listId,
    ),
  };
}

/** A list item whose release or song the member has checked. */
export function checkedBy(userId: number) {
  return sql`(exists (select 1 from user_releases ur where ur.user_id = ${userId} and ur.release_id = ${listItems.releaseId} and ur.checked_at is not null)
    or exists (select 1 from user_songs us where us.user_id = ${userId} and us.song_id = ${listItems.songId} and us.checked_at is not null))`;
}
