import {
  FAVORITE_LIST_ITEM_TYPE,
  FAVORITE_LIST_KINDS,
  type ListenFilter,
  type ListFilterBy,
  type ListInteractionStatus,
  type ListItemsSortBy,
  type ListSortBy,
  type SourceType,
} from '@earmark/shared';
import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { ListItemRow, ListRow, UserRow } from '../../db/rows.ts';
import { listFollows, listItems, listLikes, lists, users } from '../../db/schema/index.ts';
import type { ItemRef } from '../../graphql/item-ref.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { checkedBy } from './loaders.ts';

export function listOrder(sortBy: ListSortBy, viewerId: number | null): SQL[] {
  if ((sortBy === 'COMPLETED_LEAST' || sortBy === 'COMPLETED_MOST') && viewerId !== null) {
    const done = sql`((select count(*) from ${listItems} where ${listItems.listId} = ${lists.id} and ${checkedBy(viewerId)})::float / greatest(${lists.itemsCount}, 1))`;
    return [sortBy === 'COMPLETED_MOST' ? sql`${done} desc` : sql`${done} asc`, desc(lists.id)];
  }
  if (sortBy === 'YEAR_OLDEST') return [sql`${lists.yearStart} asc nulls last`, asc(lists.id)];
  // The same order as lists_official_idx / lists_user_idx (id desc nulls last), so a page reads 12 rows.
  return [sql`${lists.yearEnd} desc nulls last`, sql`${lists.id} desc nulls last`];
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
  list: Pick<ListRow, 'id' | 'itemsCount'>,
  { sortBy, filter, viewerId }: ListItemsQuery,
  { offset, limit }: Paging,
): Promise<Page<ListItemRow>> {
  const listId = list.id;
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
    // Unfiltered, the list's own counter (kept in the same transaction as its items) is the count.
    filter === 'ALL' ? list.itemsCount : db.$count(listItems, where),
  ]);
  return { nodes, totalCount, offset };
}

export type UserListsQuery = {
  filter: ListFilterBy | null;
  sortBy: ListSortBy;
  /** Only lists that can hold this kind of item (favourites lists of another kind are left out). */
  itemType: SourceType | null;
  viewerId: number | null;
};

/** A member's lists: made (personal or curator), followed or liked. */
export function userLists(
  db: Db,
  userId: number,
  { filter, sortBy, itemType, viewerId }: UserListsQuery,
  paging: Paging,
): Promise<Page<ListRow>> {
  const made = eq(lists.createdByUserId, userId);
  const conditions: (SQL | undefined)[] = [
    filter === 'PERSONAL'
      ? and(made, eq(lists.isPersonal, true))
      : filter === 'CURATOR'
        ? and(made, eq(lists.isPersonal, false))
        : filter === 'FOLLOWING'
          ? sql`exists (select 1 from ${listFollows} where ${listFollows.userId} = ${userId} and ${listFollows.listId} = ${lists.id})`
          : filter === 'LIKED'
            ? sql`exists (select 1 from ${listLikes} where ${listLikes.userId} = ${userId} and ${listLikes.listId} = ${lists.id})`
            : made,
  ];
  if (itemType !== null) {
    const kind = FAVORITE_LIST_KINDS.find((k) => FAVORITE_LIST_ITEM_TYPE[k] === itemType);
    conditions.push(sql`(${lists.favoriteKind} is null or ${lists.favoriteKind} = ${kind ?? null})`);
  }
  return pageOfLists(db, and(...conditions), listOrder(sortBy, viewerId), paging);
}

/** The members who liked or follow a list, most recent first. */
export async function listUsers(
  db: Db,
  listId: number,
  status: ListInteractionStatus,
  { offset, limit }: Paging,
): Promise<Page<UserRow>> {
  const table = status === 'LIKED' ? listLikes : listFollows;
  const where = eq(table.listId, listId);
  const [rows, totalCount] = await Promise.all([
    db
      .select({ user: users })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.userId))
      .offset(offset)
      .limit(limit),
    db.$count(table, where),
  ]);
  return { nodes: rows.map((row) => row.user), totalCount, offset };
}
