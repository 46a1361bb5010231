import type { ListenFilter, ListItemsSortBy, ListSortBy } from '@earmark/shared';
import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { listItems, lists } from '../../db/schema/index.ts';
import type { ItemRef } from '../../graphql/item-ref.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import type { ListItemRow, ListRow } from '../../graphql/rows.ts';
import { checkedBy } from './loaders.ts';

function listOrder(sortBy: ListSortBy, viewerId: number | null): SQL[] {
  if ((sortBy === 'COMPLETED_LEAST' || sortBy === 'COMPLETED_MOST') && viewerId !== null) {
    const done = sql`((select count(*) from ${listItems} where ${listItems.listId} = ${lists.id} and ${checkedBy(viewerId)})::float / greatest(${lists.itemsCount}, 1))`;
    return [sortBy === 'COMPLETED_MOST' ? sql`${done} desc` : sql`${done} asc`, desc(lists.id)];
  }
  if (sortBy === 'YEAR_OLDEST') return [sql`${lists.yearStart} asc nulls last`, asc(lists.id)];
  return [sql`${lists.yearEnd} desc nulls last`, desc(lists.id)];
}

async function pageOfLists(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<Page<ListRow>> {
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(lists)
      .where(where)
      .orderBy(...order)
      .offset(paging.offset)
      .limit(paging.limit),
    db.$count(lists, where),
  ]);
  return { nodes, totalCount, offset: paging.offset };
}

/** Official lists, or lists members made (the /lists page tabs). */
export function browseLists(
  db: Db,
  official: boolean,
  sortBy: ListSortBy,
  viewerId: number | null,
  paging: Paging,
): Promise<Page<ListRow>> {
  const where = official ? eq(lists.isOfficial, true) : not(lists.isOfficial);
  return pageOfLists(db, where, listOrder(sortBy, viewerId), paging);
}

/** Lists that contain an item; personal true/false narrows to user or curator lists. */
export function listsContaining(
  db: Db,
  item: ItemRef,
  personal: boolean | null,
  paging: Paging,
): Promise<Page<ListRow>> {
  const column = { RELEASE: listItems.releaseId, SONG: listItems.songId, ARTIST: listItems.artistId }[
    item.type
  ];
  const contains = sql`exists (select 1 from ${listItems} where ${listItems.listId} = ${lists.id} and ${column} = ${item.id})`;
  const where = personal === null ? contains : and(contains, eq(lists.isPersonal, personal));
  return pageOfLists(db, where, [desc(lists.numberOfLikes), desc(lists.id)], paging);
}

export function featuredLists(db: Db, limit: number): Promise<ListRow[]> {
  return db
    .select()
    .from(lists)
    .where(eq(lists.isFeatured, true))
    .orderBy(desc(lists.updatedAt), desc(lists.id))
    .limit(limit);
}

export async function chartsList(db: Db): Promise<ListRow | null> {
  const [row] = await db.select().from(lists).where(eq(lists.isChart, true)).limit(1);
  return row ?? null;
}

export type ListItemsQuery = { sortBy: ListItemsSortBy; filter: ListenFilter; viewerId: number | null };

/** One page of a list's items, sorted and filtered by the viewer's checks. */
export async function listItemsPage(
  db: Db,
  listId: number,
  { sortBy, filter, viewerId }: ListItemsQuery,
  { offset, limit }: Paging,
): Promise<Page<ListItemRow>> {
  let where: SQL | undefined = eq(listItems.listId, listId);
  if (filter !== 'ALL') {
    const checked = viewerId === null ? sql`false` : checkedBy(viewerId);
    where = and(where, filter === 'LISTENED' ? checked : sql`not ${checked}`);
  }
  const year = sql`coalesce((select r.year from releases r where r.id = ${listItems.releaseId}),
    (select s.year from songs s where s.id = ${listItems.songId}))`;
  const order =
    sortBy === 'POSITION'
      ? [asc(listItems.position), asc(listItems.id)]
      : sortBy === 'YEAR_NEWEST'
        ? [sql`${year} desc nulls last`, asc(listItems.position), asc(listItems.id)]
        : [sql`${year} asc nulls last`, asc(listItems.position), asc(listItems.id)];
  const [nodes, totalCount] = await Promise.all([
    db
      .select()
      .from(listItems)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.$count(listItems, where),
  ]);
  return { nodes, totalCount, offset };
}
