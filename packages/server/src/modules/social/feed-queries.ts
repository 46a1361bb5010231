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

/** Feed rows after the cursor, in feed order: the index is entered at the cursor's time. */
function afterCursor(cursor: FeedCursor | null): SQL {
  if (!cursor) return sql`true`;
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  const type = sql`${cursor.itemType}::item_type`;
  return sql`f.checked_at <= ${at} and (f.checked_at < ${at} or f.item_type > ${type}
    or (f.item_type = ${type} and (f.user_id > ${cursor.userId}
      or (f.user_id = ${cursor.userId} and f.item_id < ${cursor.itemId}))))`;
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
 * The latest checks of the member's friends (mutual follows): one range of the member's own
 * `feed_items` (filled on write, migration 0023), in feed order from the cursor, each row read
 * back against the check (its time and rating) and the friendship both ways, so only what is true
 * now is shown. The work is a page's rows, however many members are followed and however deep the
 * page; keyset paging (`before`) keeps it so as the reader scrolls. The total is the friends'
 * check counters.
 */
export async function friendsActivity(
  db: Db,
  memberId: number,
  { offset, limit }: Paging,
  cursor: FeedCursor | null,
): Promise<Page<FeedActivityRow>> {
  const skip = cursor ? 0 : offset;
  const [rows, totals] = await Promise.all([
    selectRows<RawActivity>(
      db,
      sql`select f.item_type as "itemType", f.item_id as "itemId", f.user_id as "userId",
          f.checked_at as "checkedAt", c.rating,
          (extract(epoch from f.checked_at) * 1000000)::bigint::text as micros
        from feed_items f
        cross join lateral (
          select x.rating from user_releases x
          where f.item_type = 'RELEASE' and x.user_id = f.user_id and x.release_id = f.item_id
            and x.checked_at = f.checked_at
          union all
          select x.rating from user_songs x
          where f.item_type = 'SONG' and x.user_id = f.user_id and x.song_id = f.item_id
            and x.checked_at = f.checked_at
        ) c
        cross join lateral (
          select 1 from follows a
          join follows back on back.follower_id = a.followee_id and back.followee_id = a.follower_id
          where a.follower_id = f.member_id and a.followee_id = f.user_id limit 1
        ) friend
        where f.member_id = ${memberId} and ${afterCursor(cursor)}
        order by f.checked_at desc, f.item_type, f.user_id, f.item_id desc
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
