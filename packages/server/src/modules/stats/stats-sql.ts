import { type SQL, sql } from 'drizzle-orm';

/**
 * The pieces both stats statements are built from: the sections read from the months' summaries
 * (`summary`, month-summaries.ts), the member's own rows where no catalog is needed (ratings,
 * reviews, lists, the years, the listens' order), and an item's title and cover. Each is a fragment
 * of one statement's WITH list or select list; values go in as parameters.
 *
 * A listen is a dated log (a diary entry) or a row of `listens` (scrobbles and imports); a song's log
 * dated on a day with a listen of that song is that listen (month-summaries.ts). Every
 * read starts from the member's own rows through their indexes: user_releases_checked_idx and
 * user_songs_checked_idx for checks, logs_user_date_idx, listens_user_time_idx.
 */
export type DayRange = { from: string; to: string };

/** The instant a day (YYYY-MM-DD) starts, in UTC. */
export const dayStart = (day: string): SQL => sql`((${day}::date)::timestamp at time zone 'UTC')`;

/** The two counts a ranking may use from `summary`: listens, checks, or both. */
export type Measure = 'listens' | 'checks' | 'both';

/** `summary` rows of the year `year`, or all of them. */
const ofYear = (year: number | null) =>
  year === null ? sql`true` : sql`extract(year from s.month)::int = ${year}`;

/**
 * The ten artists of `artist_counts` with the most listens, checks or both, as JSON
 * [{artistId, name, count}]: only those ranked in the top ten (ties included) are looked up for
 * their names.
 */
export function topArtistsJson(measure: Measure): SQL {
  const n =
    measure === 'both' ? sql`c.listens + c.checks` : measure === 'listens' ? sql`c.listens` : sql`c.checks`;
  return sql`(select coalesce(json_agg(t order by t.count desc, t.name), '[]'::json) from (
    select g.artist_id as "artistId", coalesce(ar.name, g.name) as name, g.count from (
      select c.artist_id, c.name, ${n} as count, rank() over (order by ${n} desc) as place
      from artist_counts c where ${n} > 0) g
    left join artists ar on ar.id = g.artist_id
    where g.place <= 10
    order by g.count desc, coalesce(ar.name, g.name) limit 10) t)`;
}

/** The ten genres of the most listens or checks, as JSON [{label, count}]. */
export function topGenresJson(measure: 'listens' | 'checks'): SQL {
  const n = measure === 'listens' ? sql`g.listens` : sql`g.checks`;
  return sql`(select coalesce(json_agg(t order by t.count desc, t.label), '[]'::json) from (
    select g.label, sum(${n})::int as count
    from summary s cross join lateral unnest(s.genres, s.genre_listens, s.genre_checks) as g(label, listens, checks)
    where ${n} > 0 group by g.label order by sum(${n}) desc, g.label limit 10) t)`;
}

/** Listens or checks per decade of the item's year, oldest first, as JSON [{label, count}]. */
export function decadesJson(measure: 'listens' | 'checks'): SQL {
  const n = measure === 'listens' ? sql`d.listens` : sql`d.checks`;
  return sql`(select coalesce(json_agg(t order by t.decade), '[]'::json) from (
    select d.decade, d.decade::text || 's' as label, sum(${n})::int as count
    from summary s cross join lateral unnest(s.decades, s.decade_listens, s.decade_checks) as d(decade, listens, checks)
    where ${n} > 0 group by d.decade) t)`;
}

/**
 * Listens and checks per month (`unit` 'month') or year ('year') of `summary` (of one year), as
 * JSON [{p, listens, checks}]: only periods with either.
 */
export function periodsJson(unit: 'month' | 'year', year: number | null = null): SQL {
  return sql`(select coalesce(json_agg(t), '[]'::json) from (
    select date_part(${unit}, s.month)::int as p, sum(s.listens)::int as listens, sum(s.checks)::int as checks
    from summary s where ${ofYear(year)} group by 1 having sum(s.listens) + sum(s.checks) > 0) t)`;
}

/**
 * The years with a check, a dated log or a listen, newest first, as JSON: each source's years found
 * by skipping from one year's first row to the next's through the member's index.
 */
export function yearsJson(userId: number): SQL {
  const next = (table: string, column: string, bound: (y: SQL) => SQL, where = sql`true`) => {
    const at = sql.identifier(column);
    const first = (after: SQL | null) => sql`(select min(${at}) from ${sql.identifier(table)}
      where user_id = ${userId} and ${where}${after ? sql` and ${at} >= ${after}` : sql``})`;
    const yearOf = (value: SQL) =>
      column === 'date'
        ? sql`extract(year from ${value})::int`
        : sql`extract(year from ${value} at time zone 'UTC')::int`;
    return { first: yearOf(first(null)), after: (y: SQL) => yearOf(first(bound(sql`${y} + 1`))) };
  };
  const instant = (y: SQL) => sql`make_timestamptz(${y}, 1, 1, 0, 0, 0, 'UTC')`;
  const sources = [
    next('user_releases', 'checked_at', instant, sql`checked_at is not null`),
    next('user_songs', 'checked_at', instant, sql`checked_at is not null`),
    next('logs', 'date', (y) => sql`make_date(${y}, 1, 1)`, sql`date is not null`),
    next('listens', 'listened_at', instant),
  ];
  const walks = sources.map(
    (source, index) => sql`select * from (with recursive w(y) as (
      select ${source.first} union all select ${source.after(sql`w.y`)} from w where w.y is not null
    ) select y from w where y is not null) ${sql.identifier(`w${index}`)}`,
  );
  return sql`(select coalesce(json_agg(y order by y desc), '[]'::json) from (
    ${sql.join(walks, sql` union `)}) years)`;
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

/** The ratings given in `summary`'s months, counted by value, as JSON [{rating, count}]. */
export const RATINGS_JSON = sql`(select coalesce(json_agg(t), '[]'::json) from (
    select r.rating, sum(r.n)::int as count
    from summary s cross join lateral unnest(s.rating_values, s.rating_counts) as r(rating, n)
    group by r.rating) t)`;

/** `summary`'s loved and favorited items, favorites first then latest first (`t` rows for ITEM_JOINS). */
export const LOVED_ROWS = sql`select l.kind, l.item_id, l.reaction, l.reacted_at
  from summary s cross join lateral unnest(s.loved_kinds, s.loved_ids, s.loved_reactions, s.loved_at)
    as l(kind, item_id, reaction, reacted_at)
  order by l.reaction = 'FAVORITED' desc, l.reacted_at desc, l.item_id desc`;

/** `summary`'s rated items of the year, highest first then latest first (`t` rows for ITEM_JOINS). */
export function ratedRows(year: number): SQL {
  return sql`select r.kind, r.item_id, r.rating, r.rated_at
  from summary s cross join lateral unnest(s.rated_kinds, s.rated_ids, s.rated_ratings, s.rated_at)
    as r(kind, item_id, rating, rated_at)
  where ${ofYear(year)}
  order by r.rating desc, r.rated_at desc, r.item_id`;
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
