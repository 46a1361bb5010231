import { ITEM_COLUMN_LOG_SORTS, type ListenFilter, type LogSortBy, type LogView } from '@earmark/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { LogRow } from '../../db/rows.ts';
import { logs, releases, type songs } from '../../db/schema/index.ts';
import { badUserInput } from '../../errors.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { ITEM_TABLES, type ItemKind, isItemSort, itemOrder } from '../catalog/index.ts';

export type DiaryFilter = {
  ownerId: number;
  viewerId: number | null;
  view: LogView;
  itemTypes: ItemKind[];
  sortBy: LogSortBy;
  /** Another member's diary, by whether the viewer has listened to each item. */
  listenStatus: ListenFilter;
};

type ItemTable = typeof releases | typeof songs;

/** The item table a sort on the item's own columns joins, when one item type is chosen. */
function itemTable(f: DiaryFilter): ItemTable | null {
  if (!ITEM_COLUMN_LOG_SORTS.includes(f.sortBy)) return null;
  const [type] = f.itemTypes;
  if (f.itemTypes.length !== 1 || !type)
    throw badUserInput('sortBy', 'needs one item type: filter by type to sort by artist, title, or year');
  return ITEM_TABLES[type];
}

function orderBy(sort: LogSortBy, i: ItemTable | null): SQL {
  // By the logged item's title, artist or year: the catalog's item order, ties on the log.
  if (isItemSort(sort)) {
    const none = sql`null`;
    return itemOrder(sort, {
      id: sql`${logs.id}`,
      title: i ? sql`${i.title}` : none,
      artistName: i ? sql`${i.artistName}` : none,
      year: i ? sql`${i.year}` : none,
    });
  }
  switch (sort) {
    case 'DATE_OLDEST':
      return sql`${logs.date} asc nulls first, ${logs.id} asc`;
    case 'RATING_HIGHEST':
      return sql`${logs.rating} desc nulls last, ${logs.id} desc`;
    case 'RATING_LOWEST':
      return sql`${logs.rating} asc nulls last, ${logs.id} asc`;
    default:
      // The index logs_user_date_idx reads this order.
      return sql`${logs.date} desc nulls last, ${logs.id} desc`;
  }
}

function conditions(f: DiaryFilter): SQL {
  const parts: SQL[] = [sql`${logs.userId} = ${f.ownerId}`];
  if (f.view === 'DIARY') parts.push(sql`${logs.date} is not null`);
  else
    parts.push(
      sql`(coalesce(btrim(${logs.review}), '') <> '' or coalesce(btrim(${logs.gratitude}), '') <> '')`,
    );
  if (f.itemTypes.length === 1) parts.push(sql`${logs.itemType} = ${f.itemTypes[0]}`);
  if (f.listenStatus !== 'ALL' && f.viewerId !== null && f.viewerId !== f.ownerId) {
    const heard = sql`(exists (select 1 from user_releases v where v.user_id = ${f.viewerId}
        and v.release_id = ${logs.releaseId} and v.checked_at is not null)
      or exists (select 1 from user_songs v where v.user_id = ${f.viewerId}
        and v.song_id = ${logs.songId} and v.checked_at is not null))`;
    parts.push(f.listenStatus === 'LISTENED' ? heard : sql`not ${heard}`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of a member's diary or writings, and how many logs the view holds: two statements. */
export async function diaryPage(db: Db, f: DiaryFilter, { offset, limit }: Paging): Promise<Page<LogRow>> {
  const table = itemTable(f);
  const where = conditions(f);
  const base = db.select({ log: logs }).from(logs);
  const joined = table
    ? base.innerJoin(table, eq(table.id, table === releases ? logs.releaseId : logs.songId))
    : base;
  const [rows, totalCount] = await Promise.all([
    joined.where(where).orderBy(orderBy(f.sortBy, table)).limit(limit).offset(offset),
    db.$count(logs, where),
  ]);
  return { nodes: rows.map((row) => row.log), totalCount, offset };
}
