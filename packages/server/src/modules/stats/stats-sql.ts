import { type SQL, sql } from 'drizzle-orm';

/**
 * The pieces both stats statements are built from: a member's checks and listens in a range of
 * days (UTC), their artists, and an item's title and cover. Each is a fragment of one statement's
 * WITH list or select list; values go in as parameters.
 *
 * A listen is a dated log (a diary entry) or a row of `listens` (scrobbles and imports). Every
 * read starts from the member's own rows through their indexes: user_releases_checked_idx and
 * user_songs_checked_idx for checks in a range, logs_user_date_idx, listens_user_time_idx.
 */
export type DayRange = { from: string; to: string };

/** The instant a day (YYYY-MM-DD) starts, in UTC. */
export const dayStart = (day: string): SQL => sql`((${day}::date)::timestamp at time zone 'UTC')`;

/**
 * A release's or song's row by its id, looked up once per row (`limit 1` keeps the planner from
 * turning the lookups into a hash join over the whole catalog table).
 */
const releaseOf = (id: SQL) => sql`select year, genres from releases where id = ${id} limit 1`;
const songOf = (id: SQL) => sql`select id, release_id, year, duration_ms from songs where id = ${id} limit 1`;

/**
 * `checks`: the member's checked releases and songs whose check falls in the range, with the year,
 * genres and album each is counted under (a song: its own year, its release's genres).
 */
export function checksCte(userId: number, range: DayRange): SQL {
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  return sql`checks as materialized (
    select 'RELEASE'::text as kind, ur.release_id as item_id, ur.release_id as album_id,
      (ur.checked_at at time zone 'UTC')::date as day, r.year::int as item_year, r.year::int as album_year,
      r.genres, null::text as artist_name, extract(year from ur.checked_at at time zone 'UTC')::int as y
    from user_releases ur cross join lateral (${releaseOf(sql`ur.release_id`)}) r
    where ur.user_id = ${userId} and ur.checked_at >= ${from} and ur.checked_at < ${to}
    union all
    select 'SONG', us.song_id, s.release_id, (us.checked_at at time zone 'UTC')::date,
      coalesce(s.year, r.year)::int, r.year::int, coalesce(r.genres, '{}'), null,
      extract(year from us.checked_at at time zone 'UTC')::int
    from user_songs us cross join lateral (${songOf(sql`us.song_id`)}) s
      left join lateral (${releaseOf(sql`s.release_id`)}) r on true
    where us.user_id = ${userId} and us.checked_at >= ${from} and us.checked_at < ${to}
  )`;
}

/**
 * `plays`: every listen in the range: dated logs and listens rows. kind and item_id are null for a
 * listen the catalog did not match (its reported names stand in); duration_ms is what is known of
 * its length (a release's: its tracks'); before is the log's own "listened before".
 */
export function playsCte(userId: number, range: DayRange): SQL {
  // A song's own length, else one of its tracks'.
  const songLength = sql`coalesce(s.duration_ms, (select min(t.duration_ms) from tracks t where t.song_id = s.id))`;
  return sql`plays as materialized (
    select case when l.song_id is null then 'RELEASE' else 'SONG' end as kind,
      coalesce(l.song_id, l.release_id) as item_id, coalesce(l.release_id, s.release_id) as album_id,
      l.date as day, l.created_at as at, null::text as artist_name, null::text as track_name,
      (case when l.song_id is not null then ${songLength}
        else (select sum(t.duration_ms) from tracks t where t.release_id = l.release_id) end)::bigint as duration_ms,
      l.listened_before as before, coalesce(s.year, r.year)::int as item_year, r.year::int as album_year,
      coalesce(r.genres, '{}') as genres, extract(year from l.date)::int as y
    from logs l left join lateral (${songOf(sql`l.song_id`)}) s on true
      left join lateral (${releaseOf(sql`coalesce(l.release_id, s.release_id)`)}) r on true
    where l.user_id = ${userId} and l.date >= ${range.from}::date and l.date < ${range.to}::date
    union all
    select case when x.song_id is not null then 'SONG' when x.release_id is not null then 'RELEASE' end,
      coalesce(x.song_id, x.release_id), coalesce(x.release_id, s.release_id),
      (x.listened_at at time zone 'UTC')::date, x.listened_at, x.artist_name, x.track_name,
      coalesce(x.duration_ms, ${songLength})::bigint, false, coalesce(s.year, r.year)::int, r.year::int,
      coalesce(r.genres, '{}'), extract(year from x.listened_at at time zone 'UTC')::int
    from listens x left join lateral (${songOf(sql`x.song_id`)}) s on true
      left join lateral (${releaseOf(sql`coalesce(x.release_id, s.release_id)`)}) r on true
    where x.user_id = ${userId} and x.listened_at >= ${dayStart(range.from)}
      and x.listened_at < ${dayStart(range.to)}
  )`;
}

/** The two sources an artist, genre or decade ranking counts. */
export type Source = 'plays' | 'checks';
const SOURCES: Record<Source, SQL> = { plays: sql`plays`, checks: sql`checks` };

/**
 * `<source>_artists`: for each item of the listens or checks (and year), its main artists (a
 * release's credits, a song's main performers) with the item's count `n`; an unmatched listen counts
 * under its reported name. Items are grouped first, so a song heard 40 times is looked up once.
 */
export function artistsCte(source: Source): SQL {
  const name = source === 'plays' ? sql`plays_artists` : sql`checks_artists`;
  return sql`${name} as (
    select a.artist_id, a.name, p.y, p.n from (
      select kind, item_id, case when kind is null then artist_name end as artist_name, y, count(*)::int as n
      from ${SOURCES[source]} group by 1, 2, 3, 4
    ) p cross join lateral (
      select sa.artist_id, null::text as name from song_artists sa
        where p.kind = 'SONG' and sa.song_id = p.item_id and sa.role = 'MAIN'
      union all
      select ra.artist_id, null from release_artists ra where p.kind = 'RELEASE' and ra.release_id = p.item_id
      union all
      select null, p.artist_name where p.kind is null
    ) a
  )`;
}

/** The ten artists with the most listens or checks in `<source>_artists`, as JSON [{artistId, name, count}]. */
export function topArtistsJson(source: Source): SQL {
  const name = source === 'plays' ? sql`plays_artists` : sql`checks_artists`;
  return sql`(select coalesce(json_agg(t order by t.count desc, t.name), '[]'::json) from (
    select pa.artist_id as "artistId", coalesce(ar.name, min(pa.name)) as name, sum(pa.n)::int as count
    from ${name} pa left join artists ar on ar.id = pa.artist_id
    group by pa.artist_id, ar.name, lower(pa.name)
    order by sum(pa.n) desc, coalesce(ar.name, min(pa.name)) limit 10) t)`;
}

/** The ten genres of the most listens or checks, as JSON [{label, count}]. */
export function topGenresJson(source: Source): SQL {
  return sql`(select coalesce(json_agg(t order by t.count desc, t.label), '[]'::json) from (
    select g as label, count(*)::int as count from ${SOURCES[source]} p, unnest(p.genres) g
    group by g order by count(*) desc, g limit 10) t)`;
}

/** Listens or checks per decade of the item's year, oldest first, as JSON [{label, count}]. */
export function decadesJson(source: Source): SQL {
  return sql`(select coalesce(json_agg(t order by t.decade), '[]'::json) from (
    select (p.item_year / 10 * 10) as decade, (p.item_year / 10 * 10)::text || 's' as label, count(*)::int as count
    from ${SOURCES[source]} p where p.item_year is not null group by 1) t)`;
}

/**
 * An item's title, credit and cover for JSON, given `kind` and `item_id` columns of the row `t`:
 * join it with ITEM_JOINS.
 */
export const ITEM_FIELDS = sql`t.kind as "type", t.item_id::text as "itemId",
  coalesce(ir.title, isg.title) as title, coalesce(ir.artist_name, isg.artist_name) as "artistName",
  coalesce(ir.thumb, ir.image, isr.thumb, isr.image) as thumb`;
export const ITEM_JOINS = sql`left join releases ir on t.kind = 'RELEASE' and ir.id = t.item_id
  left join songs isg on t.kind = 'SONG' and isg.id = t.item_id
  left join releases isr on isr.id = isg.release_id`;

/** The member's ratings given in the range, counted by value, as JSON [{rating, count}]. */
export function ratingsJson(userId: number, range: DayRange): SQL {
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  return sql`(select coalesce(json_agg(t), '[]'::json) from (
    select rating, count(*)::int as count from (
      select rating from user_releases where user_id = ${userId} and rating is not null
        and coalesce(rated_at, checked_at) >= ${from} and coalesce(rated_at, checked_at) < ${to}
      union all
      select rating from user_songs where user_id = ${userId} and rating is not null
        and coalesce(rated_at, checked_at) >= ${from} and coalesce(rated_at, checked_at) < ${to}) r
    group by rating) t)`;
}

/** Reviews (logs with review text) dated in the range; an undated log counts on its writing day. */
export function reviewsCount(userId: number, range: DayRange): SQL {
  return sql`(select count(*)::int from logs where user_id = ${userId}
    and coalesce(btrim(review), '') <> ''
    and coalesce(date, (created_at at time zone 'UTC')::date) >= ${range.from}::date
    and coalesce(date, (created_at at time zone 'UTC')::date) < ${range.to}::date)`;
}

/** Lists the member made in the range (not the favorites lists, which every member has). */
export function listsCount(userId: number, range: DayRange): SQL {
  return sql`(select count(*)::int from lists where created_by_user_id = ${userId} and favorite_kind is null
    and created_at >= ${dayStart(range.from)} and created_at < ${dayStart(range.to)})`;
}
