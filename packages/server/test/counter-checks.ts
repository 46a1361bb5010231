import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.ts';

/** Each counter recomputed independently (correlated subqueries): the rows where they disagree. */
export const COUNTER_CHECKS = {
  releases: `select count(*)::int n from releases r where
    number_of_checks <> (select count(*) from user_releases x where x.release_id = r.id and x.checked_at is not null)
    or number_of_likes <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'LIKED')
    or number_of_loves <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'LOVED')
    or number_of_favorites <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'FAVORITED')
    or number_of_lists <> (select count(distinct list_id) from list_items x where x.release_id = r.id)`,
  songs: `select count(*)::int n from songs s where
    number_of_checks <> (select count(*) from user_songs x where x.song_id = s.id and x.checked_at is not null)
    or number_of_likes <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'LIKED')
    or number_of_loves <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'LOVED')
    or number_of_favorites <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'FAVORITED')
    or number_of_lists <> (select count(distinct list_id) from list_items x where x.song_id = s.id)`,
  artists: `select count(*)::int n from artists a where
    number_of_favorites <> (select count(*) from user_artists x where x.artist_id = a.id)`,
  users: `select count(*)::int n from users u where
    number_of_checks <> (select count(*) from user_releases x where x.user_id = u.id and x.checked_at is not null)
      + (select count(*) from user_songs x where x.user_id = u.id and x.checked_at is not null)
    or number_of_followers <> (select count(*) from follows f where f.followee_id = u.id)
    or number_of_followees <> (select count(*) from follows f where f.follower_id = u.id)
    or number_of_lists <> (select count(*) from lists l where l.created_by_user_id = u.id)`,
  lists: `select count(*)::int n from lists l where
    items_count <> (select count(*) from list_items x where x.list_id = l.id)
    or release_count <> (select count(*) from list_items x where x.list_id = l.id and x.item_type = 'RELEASE')
    or song_count <> (select count(*) from list_items x where x.list_id = l.id and x.item_type = 'SONG')
    or number_of_likes <> (select count(*) from list_likes x where x.list_id = l.id)
    or number_of_follows <> (select count(*) from list_follows x where x.list_id = l.id)`,
  catalog_counts: `select abs((select coalesce(sum(count), 0) from catalog_counts where name = 'albums')
    - (select count(*) from releases where primary_type = 'ALBUM'))::int n`,
  public_checks: `select abs((select coalesce(sum(count), 0) from catalog_counts where name = 'public_checks')
    - (select count(*) from user_releases x join users u on u.id = x.user_id
        where x.checked_at is not null and not u.is_private)
    - (select count(*) from user_songs x join users u on u.id = x.user_id
        where x.checked_at is not null and not u.is_private))::int n`,
  feed_items: `with truth as (
      select f.follower_id member_id, c.checked_at, c.item_type, c.user_id, c.item_id
      from follows f join follows b on b.follower_id = f.followee_id and b.followee_id = f.follower_id
      join (select user_id, checked_at, 'RELEASE'::item_type item_type, release_id item_id from user_releases
              where checked_at is not null
            union all
            select user_id, checked_at, 'SONG'::item_type, song_id from user_songs where checked_at is not null) c
        on c.user_id = f.followee_id),
    stored as (select member_id, checked_at, item_type, user_id, item_id from feed_items)
    select ((select count(*) from (select * from stored except all select * from truth) extra)
      + (select count(*) from (select * from truth except all select * from stored) missing))::int n`,
  logs: `select count(*)::int n from logs l where
    review_upvote_count <> (select count(*) from log_upvotes x where x.log_id = l.id and x.type = 'review')
    or gratitude_upvote_count <> (select count(*) from log_upvotes x where x.log_id = l.id and x.type = 'gratitude')`,
};

export const NO_MISMATCHES = Object.fromEntries(Object.keys(COUNTER_CHECKS).map((table) => [table, 0]));

/** Per table, how many rows carry a counter that disagrees with the rows it counts. */
export async function counterMismatches(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table, query] of Object.entries(COUNTER_CHECKS)) {
    const result = await db.execute(sql.raw(query));
    out[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
  return out;
}
