import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { ActivityRow } from '../../db/rows.ts';
import { selectRows } from '../../db/select-rows.ts';
import { badUserInput } from '../../errors.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { isItemKind } from '../catalog/index.ts';

/** Where a page of the feed starts: just after this activity, in feed order. */
export type FeedCursor = { micros: string; itemType: 'RELEASE' | 'SONG'; userId: number; itemId: number };

/** A feed row keeps its check time to the microsecond (a Date holds milliseconds) for its cursor. */
export type FeedActivityRow = ActivityRow & { micros?: string };

/** The feed's order: newest check first, then releases before songs, member id, item id descending. */
export function cursorOf(activity: FeedActivityRow): string {
  const micros = activity.micros ?? String(activity.checkedAt.getTime() * 1000);
  return [micros, activity.itemType, activity.userId, activity.itemId].join('|');
}

export function parseCursor(raw: string): FeedCursor {
  const [micros = '', type, user, item] = raw.split('|');
  const userId = Number(user);
  const itemId = Number(item);
  if (
    !/^\d{1,17}$/.test(micros) ||
    !isItemKind(type) ||
    !Number.isSafeInteger(userId) ||
    !Number.isSafeInteger(itemId)
  )
    throw badUserInput('before', 'is not a cursor this feed gave');
  return { micros, itemType: type, userId, itemId };
}

type RawActivity = Omit<FeedActivityRow, 'checkedAt'> & { checkedAt: Date | string };

/** A member's checks of one item type: the table, its item column, and the type as a SQL literal. */
type ChecksTable = { type: 'RELEASE' | 'SONG'; label: SQL; table: SQL; item: SQL };

/** The feed's two tables, each with its index (user_id, checked_at desc, item id desc). */
const CHECKS_TABLES: readonly ChecksTable[] = [
  { type: 'RELEASE', label: sql`'RELEASE'`, table: sql`user_releases`, item: sql`release_id` },
  { type: 'SONG', label: sql`'SONG'`, table: sql`user_songs`, item: sql`song_id` },
];

/**
 * The rows of one followee's table after the cursor: the index is entered at the cursor's time,
 * and ties on that exact time are settled in feed order.
 */
function afterCursor({ type, item }: ChecksTable, cursor: FeedCursor | null): SQL {
  if (!cursor) return sql`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  const sameTime =
    type === cursor.itemType
      ? sql`(user_id > ${cursor.userId} or (user_id = ${cursor.userId} and ${item} < ${cursor.itemId}))`
      : type > cursor.itemType
        ? sql`true`
        : sql`false`;
  return sql`checked_at <= ${at} and (checked_at < ${at} or ${sameTime})`;
}

/**
 * Each followee's newest checks in both tables (`limit` a followee and table, checked at `since` or
 * later, after the cursor), read down each followee's own index: `columns` picks what a row keeps.
 */
function followeesChecks(
  cursor: FeedCursor | null,
  { columns, since, limit }: { columns: (table: ChecksTable) => SQL; since: SQL; limit: SQL },
): SQL {
  return sql.join(
    CHECKS_TABLES.map(
      (table) => sql`select c.* from followees f cross join lateral (
            select ${columns(table)}
            from ${table.table}
            where user_id = f.id and checked_at is not null and ${since} and ${afterCursor(table, cursor)}
            order by checked_at desc nulls last, ${table.item} desc nulls last limit ${limit}
          ) c`,
    ),
    sql`
          union all
          `,
  );
}

/**
 * The member's friends (the spec: users who follow each other): whom they follow, down the follows
 * key, kept when the follow back is there (one key lookup each).
 */
function friendIds(memberId: number): SQL {
  return sql`select f.followee_id as id from follows f
    join follows back on back.follower_id = f.followee_id and back.followee_id = f.follower_id
    where f.follower_id = ${memberId}`;
}

/**
 * The latest checks of the member's friends (mutual follows), in two passes over each followee's own index
 * (user_id, checked_at desc, item id desc): first each followee's newest check, whose depth-th
 * newest bounds the page from below (at least a page of checks is that recent); then each
 * followee's checks since that bound, merged and cut. The work grows with the number followed,
 * never with how much activity exists. Keyset paging (`before`) keeps the
 * depth at one page however far the reader scrolls. The total is the followees' check counters.
 */
export async function friendsActivity(
  db: Db,
  memberId: number,
  { offset, limit }: Paging,
  cursor: FeedCursor | null,
): Promise<Page<FeedActivityRow>> {
  const skip = cursor ? 0 : offset;
  const depth = skip + limit;
  const newest = followeesChecks(cursor, {
    columns: () => sql`checked_at as at`,
    since: sql`true`,
    limit: sql`1`,
  });
  const checks = followeesChecks(cursor, {
    columns: ({ label, item }) => sql`${label} as "itemType", ${item} as "itemId", user_id as "userId",
              checked_at as "checkedAt", rating,
              (extract(epoch from checked_at) * 1000000)::bigint::text as micros`,
    since: sql`checked_at >= (select at from bound)`,
    limit: sql`${depth}`,
  });
  const [rows, totals] = await Promise.all([
    selectRows<RawActivity>(
      db,
      sql`with followees as materialized (
          ${friendIds(memberId)}
        ), newest as (
          ${newest}
        ), bound as (
          select coalesce((select at from newest order by at desc offset ${depth - 1} limit 1),
            '-infinity'::timestamptz) as at
        )
        select * from (
          ${checks}
        ) feed
        order by "checkedAt" desc, "itemType", "userId", "itemId" desc
        offset ${skip} limit ${limit}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select coalesce(sum(u.number_of_checks), 0)::int as total
        from (${friendIds(memberId)}) f join users u on u.id = f.id`,
    ),
  ]);
  return {
    nodes: rows.map((row) => ({
      ...row,
      rating: row.rating === null ? null : Number(row.rating),
      checkedAt: new Date(row.checkedAt),
    })),
    totalCount: totals[0]?.total ?? 0,
    offset,
  };
}
