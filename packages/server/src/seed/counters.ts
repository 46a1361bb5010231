import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';

/**
 * Every denormalised counter, recomputed from the rows it counts. Each statement touches only
 * the rows that have something to count: the rest keep their default 0, which is their true count.
 * A member's numberOfChecks counts checked releases and checked songs.
 */
/** An item table's counters from its member-state table and list items, in one pass over its rows. */
function itemCounters(table: string, stateTable: string, key: string): string {
  return `update ${table} t set number_of_checks = coalesce(c.checks, 0), number_of_likes = coalesce(c.likes, 0),
     number_of_loves = coalesce(c.loves, 0), number_of_favorites = coalesce(c.favorites, 0),
     number_of_lists = coalesce(c.lists, 0)
   from (select coalesce(a.${key}, l.${key}) id, a.checks, a.likes, a.loves, a.favorites, l.lists
         from (select ${key}, count(checked_at)::int checks,
                 count(*) filter (where reaction = 'LIKED')::int likes,
                 count(*) filter (where reaction = 'LOVED')::int loves,
                 count(*) filter (where reaction = 'FAVORITED')::int favorites
               from ${stateTable} group by ${key}) a
         full join (select ${key}, count(distinct list_id)::int lists from list_items
                    where ${key} is not null group by ${key}) l on l.${key} = a.${key}) c
   where t.id = c.id`;
}

export const COUNTER_UPDATES: readonly string[] = [
  itemCounters('releases', 'user_releases', 'release_id'),
  itemCounters('songs', 'user_songs', 'song_id'),
  `update artists t set number_of_favorites = a.n
   from (select artist_id, count(*)::int n from user_artists group by artist_id) a
   where t.id = a.artist_id`,
  `update users u set number_of_checks = a.n
   from (select user_id, sum(n)::int n from (
           select user_id, count(*) n from user_releases where checked_at is not null group by user_id
           union all
           select user_id, count(*) n from user_songs where checked_at is not null group by user_id) c
         group by user_id) a
   where u.id = a.user_id`,
  `update users u set number_of_followers = a.n
   from (select followee_id, count(*)::int n from follows group by followee_id) a where u.id = a.followee_id`,
  `update users u set number_of_followees = a.n
   from (select follower_id, count(*)::int n from follows group by follower_id) a where u.id = a.follower_id`,
  `update users u set number_of_lists = a.n
   from (select created_by_user_id, count(*)::int n from lists where created_by_user_id is not null
         group by created_by_user_id) a
   where u.id = a.created_by_user_id`,
  `update lists l set items_count = a.items, release_count = a.releases, song_count = a.songs
   from (select list_id, count(*)::int items, count(release_id)::int releases, count(song_id)::int songs
         from list_items group by list_id) a
   where l.id = a.list_id`,
  `update lists l set number_of_likes = a.n
   from (select list_id, count(*)::int n from list_likes group by list_id) a where l.id = a.list_id`,
  `update lists l set number_of_follows = a.n
   from (select list_id, count(*)::int n from list_follows group by list_id) a where l.id = a.list_id`,
  // The months of every member's checks, ratings, reactions and listens, for the stats pages'
  // month summaries (computed by a member's first page; migration 0022): the triggers register
  // them as rows are written, this whatever a bulk load wrote past them.
  `insert into member_stats_month_versions (user_id, month, version, history)
   select user_id, month, 1, 1 from (
     select user_id, date_trunc('month', checked_at at time zone 'UTC')::date as month from user_releases
       where checked_at is not null
     union select user_id, date_trunc('month', checked_at at time zone 'UTC')::date from user_songs
       where checked_at is not null
     union select user_id, date_trunc('month', coalesce(rated_at, checked_at) at time zone 'UTC')::date
       from user_releases where rating is not null
     union select user_id, date_trunc('month', coalesce(rated_at, checked_at) at time zone 'UTC')::date
       from user_songs where rating is not null
     union select user_id, date_trunc('month', coalesce(reacted_at, checked_at) at time zone 'UTC')::date
       from user_releases where reaction in ('LOVED', 'FAVORITED')
     union select user_id, date_trunc('month', coalesce(reacted_at, checked_at) at time zone 'UTC')::date
       from user_songs where reaction in ('LOVED', 'FAVORITED')
     union select user_id, date_trunc('month', date::timestamp)::date from logs where date is not null
     union select user_id, date_trunc('month', listened_at at time zone 'UTC')::date from listens) m
   on conflict (user_id, month) do nothing`,
  `update logs l set review_upvote_count = a.reviews, gratitude_upvote_count = a.gratitudes
   from (select log_id, count(*) filter (where type = 'review')::int reviews,
           count(*) filter (where type = 'gratitude')::int gratitudes
         from log_upvotes group by log_id) a
   where l.id = a.log_id`,
];

export async function updateCounters(db: Db): Promise<void> {
  for (const statement of COUNTER_UPDATES) await db.execute(sql.raw(statement));
}

/** Tables whose ids the seed writes explicitly: their identity sequences must move past them. */
const ID_TABLES = [
  'artists',
  'releases',
  'songs',
  'tracks',
  'users',
  'lists',
  'list_sections',
  'list_items',
  'logs',
  'recommendations',
  'notifications',
  'import_jobs',
];

export async function advanceSequences(db: Db): Promise<void> {
  for (const table of ID_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), max(id)) from ${table} having max(id) is not null`,
      ),
    );
  }
}
