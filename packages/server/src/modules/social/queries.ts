import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { ActivityRow } from '../../db/rows.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { Page, Paging } from '../../graphql/paging.ts';
import { listeningVisibleTo } from '../shared/index.ts';

type RawActivity = {
  itemType: 'RELEASE' | 'SONG';
  itemId: number;
  userId: number;
  checkedAt: Date | string;
  rating: number | null;
};

const toActivity = (row: RawActivity): ActivityRow => ({ ...row, checkedAt: new Date(row.checkedAt) });

/**
 * The most recent checks of releases and songs, newest first: each side reads its own
 * *_recent_checks_idx for the first offset+limit rows, then the two are merged.
 */
function recentChecks(whereRelease: SQL, whereSong: SQL, { offset, limit }: Paging): SQL {
  const depth = offset + limit;
  return sql`
    select * from (
      (select 'RELEASE' as "itemType", release_id as "itemId", user_id as "userId", checked_at as "checkedAt", rating
        from user_releases where checked_at is not null and ${whereRelease}
        order by checked_at desc nulls last limit ${depth})
      union all
      (select 'SONG', song_id, user_id, checked_at, rating
        from user_songs where checked_at is not null and ${whereSong}
        order by checked_at desc nulls last limit ${depth})
    ) checks
    order by "checkedAt" desc, "itemType", "itemId", "userId"
    offset ${offset} limit ${limit}`;
}

/** The checks of the public members who blocked the viewer (down blocks_blocked_idx), kept from them. */
function publicBlockersChecks(viewerId: number | null): SQL {
  if (viewerId === null) return sql`0`;
  return sql`(select coalesce(sum(blocker.number_of_checks), 0) from blocks
    join users blocker on blocker.id = blocks.blocker_id
    where blocks.blocked_id = ${viewerId} and not blocker.is_private)`;
}

/**
 * Everyone's latest checks (the home page's community activity), but private profiles' to strangers
 * and a blocker's to the member they blocked.
 */
export async function communityActivity(
  db: Db,
  paging: Paging,
  viewerId: number | null,
): Promise<Page<ActivityRow>> {
  const visible = listeningVisibleTo(sql`user_id`, viewerId);
  const [rows, counts] = await Promise.all([
    selectRows<RawActivity>(db, recentChecks(visible, visible, paging)),
    selectRows<{ count: number }>(
      db,
      // Every visible member's checks, with no scan of the check tables nor of every member: the
      // public members' total (catalog_counts 'public_checks', moved with each check and privacy
      // change: migration 0025), and the counters of the private members the viewer may see
      // (themselves, their friends), by the partial index of private members. Summing every
      // member's counter under the privacy rule took 15 ms a view at 25,000 members.
      sql`select ((select coalesce(sum(count), 0) from catalog_counts where name = 'public_checks')
        + (select coalesce(sum(number_of_checks), 0) from users
            where is_private and ${listeningVisibleTo(sql`users.id`, viewerId)})
        - ${publicBlockersChecks(viewerId)})::int as count`,
    ),
  ]);
  return { nodes: rows.map(toActivity), totalCount: counts[0]?.count ?? 0, offset: paging.offset };
}

/** One member's latest checks (their profile's recent activity). */
export async function memberActivity(db: Db, userId: number, limit: number): Promise<ActivityRow[]> {
  const rows = await selectRows<RawActivity>(
    db,
    recentChecks(sql`user_id = ${userId}`, sql`user_id = ${userId}`, { offset: 0, limit }),
  );
  return rows.map(toActivity);
}
