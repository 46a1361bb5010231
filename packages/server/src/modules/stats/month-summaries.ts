import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from './stats-sql.ts';

/**
 * A stats page reads its months' summaries (member_stats_months) instead of every check and listen
 * joined to the catalog: `summaryCtes` is the WITH list that ends in `summary`, one row per month
 * of the range with activity. A month is current while its version equals the one the triggers
 * keep in member_stats_month_versions (a write of the member's checks, logs or listens in that
 * month moves it, in the writing statement). The months whose version moved, or that were never
 * computed, are computed here from the member's rows and the catalog, used, and stored at the
 * version this statement read (a write committed meanwhile moved it past, so the next page computes
 * the month again; a store never replaces a later version's). A page that computes months also
 * computes again the two kept longest over a day, and one kept over 30 days makes a page compute:
 * catalog edits (genres, years, credits) reach the pages that way, without making every view of a
 * member who wrote nothing compute months.
 */

/** Months kept over a day and computed again by a page that computes months. */
const REFRESHED_PER_PAGE = 2;
/** A month kept longer makes a page compute (its two oldest). */
const KEPT_AT_MOST = sql`interval '30 days'`;
/** The most-loved list's and the highest-rated list's lengths: each month keeps its own first ones. */
export const MOST_LOVED = 12;
export const HIGHEST_RATED = 10;

/** The instant a month (a date) starts, in UTC. */
const monthStart = (month: SQL) => sql`((${month})::timestamp at time zone 'UTC')`;
const monthEnd = (month: SQL) => sql`((${month} + interval '1 month') at time zone 'UTC')`;

const releaseOf = (id: SQL) => sql`select year, genres from releases where id = ${id} limit 1`;
const songOf = (id: SQL) => sql`select id, release_id, year, duration_ms from songs where id = ${id} limit 1`;
// A song's own length, else one of its tracks'.
const songLength = sql`coalesce(s.duration_ms, (select min(t.duration_ms) from tracks t where t.song_id = s.id))`;

/** The summary columns, in the table's order after user_id, month, version and computed_at. */
const COLUMN_NAMES = [
  'history_prefix',
  'listens',
  'first_listens',
  'checks',
  'release_checks',
  'duration_ms',
  'listen_days',
  'artist_ids',
  'artist_names',
  'artist_listens',
  'artist_checks',
  'genres',
  'genre_listens',
  'genre_checks',
  'decades',
  'decade_listens',
  'decade_checks',
  'albums',
  'album_listens',
  'album_checks',
  'songs',
  'song_listens',
  'song_checks',
  'new_albums',
  'rating_values',
  'rating_counts',
  'rated_kinds',
  'rated_ids',
  'rated_ratings',
  'rated_at',
  'loved',
  'favorited',
  'loved_kinds',
  'loved_ids',
  'loved_reactions',
  'loved_at',
];
const COLUMNS = sql.join(
  COLUMN_NAMES.map((name) => sql.identifier(name)),
  sql`, `,
);
const REPLACED = sql.join(
  COLUMN_NAMES.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
  sql`, `,
);

/**
 * `acts`: the checks (src 'C') and listens (src 'P': dated logs and listens rows) of the months to
 * compute, with what the catalog says of each item: kind and item_id (null for a listen the
 * catalog did not match, whose reported artist name stands in), its album, year, genres and, for a
 * listen, its known length (a release's: its tracks').
 */
function actsCte(userId: number): SQL {
  return sql`acts as materialized (
    select m.month, 'C'::text as src, 'RELEASE'::text as kind, ur.release_id as item_id,
      ur.release_id as album_id, null::text as artist_name, null::int as day, null::bigint as duration_ms,
      r.year::int as item_year, r.year::int as album_year, r.genres
    from stale m join user_releases ur on ur.user_id = ${userId}
      and ur.checked_at >= ${monthStart(sql`m.month`)} and ur.checked_at < ${monthEnd(sql`m.month`)}
      cross join lateral (${releaseOf(sql`ur.release_id`)}) r
    union all
    select m.month, 'C', 'SONG', us.song_id, s.release_id, null, null, null,
      coalesce(s.year, r.year)::int, r.year::int, coalesce(r.genres, '{}')
    from stale m join user_songs us on us.user_id = ${userId}
      and us.checked_at >= ${monthStart(sql`m.month`)} and us.checked_at < ${monthEnd(sql`m.month`)}
      cross join lateral (${songOf(sql`us.song_id`)}) s
      left join lateral (${releaseOf(sql`s.release_id`)}) r on true
    union all
    select m.month, 'P', case when l.song_id is null then 'RELEASE' else 'SONG' end,
      coalesce(l.song_id, l.release_id), coalesce(l.release_id, s.release_id), null,
      l.date - date '1970-01-01',
      (case when l.song_id is not null then ${songLength}
        else (select sum(t.duration_ms) from tracks t where t.release_id = l.release_id) end)::bigint,
      coalesce(s.year, r.year)::int, r.year::int, coalesce(r.genres, '{}')
    from stale m join logs l on l.user_id = ${userId}
      and l.date >= m.month and l.date < (m.month + interval '1 month')::date
      -- A song's dated log beside a listen of that song on its day is that listen written about (an
      -- imported row with a review gives both): one play, counted once.
      and not (l.song_id is not null and exists (select 1 from listens d where d.user_id = ${userId}
        and d.song_id = l.song_id and d.listened_at >= (l.date::timestamp at time zone 'UTC')
        and d.listened_at < ((l.date + 1)::timestamp at time zone 'UTC')))
      left join lateral (${songOf(sql`l.song_id`)}) s on true
      left join lateral (${releaseOf(sql`coalesce(l.release_id, s.release_id)`)}) r on true
    union all
    select m.month, 'P', case when x.song_id is not null then 'SONG' when x.release_id is not null then 'RELEASE' end,
      coalesce(x.song_id, x.release_id), coalesce(x.release_id, s.release_id), x.artist_name,
      (x.listened_at at time zone 'UTC')::date - date '1970-01-01',
      coalesce(x.duration_ms, ${songLength})::bigint, coalesce(s.year, r.year)::int, r.year::int,
      coalesce(r.genres, '{}')
    from stale m join listens x on x.user_id = ${userId}
      and x.listened_at >= ${monthStart(sql`m.month`)} and x.listened_at < ${monthEnd(sql`m.month`)}
      left join lateral (${songOf(sql`x.song_id`)}) s on true
      left join lateral (${releaseOf(sql`coalesce(x.release_id, s.release_id)`)}) r on true
  )`;
}

/**
 * `states`: the member's checked releases and songs rated or loved/favorited in the months to
 * compute, once for the rating's month (when given, else checked) and once for the reaction's.
 * Each table is read once: a row dated within the months computed (by its rating or its reaction)
 * gives a row per date that falls in one of them, its month found by hashing, so a listen, which
 * moves one month, joins that month's few rows rather than all of the member's sorted for it.
 */
function statesCte(userId: number): SQL {
  const ratedAt = sql`coalesce(rated_at, checked_at)`;
  const reactedAt = sql`coalesce(reacted_at, checked_at)`;
  const rated = sql`rating is not null`;
  const reacted = sql`reaction in ('LOVED', 'FAVORITED')`;
  const within = (at: SQL) => sql`${at} >= (select min(${monthStart(sql`month`)}) from stale)
      and ${at} < (select max(${monthEnd(sql`month`)}) from stale)`;
  const rows = (table: string, kind: string, id: string) => sql`select ${kind}::text as kind,
      ${sql.identifier(id)} as item_id, rating, ${ratedAt} as rated_at, reaction::text as reaction,
      ${reactedAt} as reacted_at
    from ${sql.identifier(table)} where user_id = ${userId} and checked_at is not null
      and ((${rated} and ${within(ratedAt)}) or (${reacted} and ${within(reactedAt)}))`;
  return sql`states as materialized (
    select m.month, r.kind, r.item_id, x.rating, x.rated_at, x.reaction, x.reacted_at
    from (${rows('user_releases', 'RELEASE', 'release_id')} union all ${rows('user_songs', 'SONG', 'song_id')}) r
      cross join lateral (values
        (case when r.rating is not null then r.rated_at end, r.rating, r.rated_at, null::text, null::timestamptz),
        (case when r.reaction in ('LOVED', 'FAVORITED') then r.reacted_at end, null, null, r.reaction, r.reacted_at)
      ) as x(at, rating, rated_at, reaction, reacted_at)
      join stale m on m.month = date_trunc('month', x.at at time zone 'UTC')::date
  )`;
}

/**
 * `m_first`: each month's first listens, as a year in review counts them: a listen is a relisten
 * when the member logged it as heard before, checked the item before its day, or listened to it
 * before (an earlier listen of the same item in the year before or this one — an unmatched
 * listen by its reported names — or any listen of it before that year; for a release, also any
 * listen of one of its songs before that year). Each listen of the months asks the member's
 * indexes; ties in time are ordered by source and id.
 */
function firstListensCtes(userId: number): SQL {
  const windowStart = sql`make_timestamptz(extract(year from m.month)::int - 1, 1, 1, 0, 0, 0, 'UTC')`;
  const order = sql`(p.day, p.at, p.src, p.id)`;
  const logEarlier = sql`(q.date, q.created_at, 'L'::text, q.id) < ${order}`;
  const listenEarlier = sql`((q.listened_at at time zone 'UTC')::date, q.listened_at, 'X'::text, q.id) < ${order}`;
  return sql`m_plays as materialized (
    select m.month, 'L'::text as src, l.id, case when l.song_id is null then 'RELEASE' else 'SONG' end as kind,
      coalesce(l.song_id, l.release_id) as item_id, null::text as name_key, l.date as day, l.created_at as at,
      l.listened_before as before, ${windowStart} as window_start
    from stale m join logs l on l.user_id = ${userId}
      and l.date >= m.month and l.date < (m.month + interval '1 month')::date
    union all
    select m.month, 'X', x.id, case when x.song_id is not null then 'SONG' when x.release_id is not null then 'RELEASE' end,
      coalesce(x.song_id, x.release_id),
      case when x.song_id is null and x.release_id is null then lower(x.artist_name) || chr(31) || lower(x.track_name) end,
      (x.listened_at at time zone 'UTC')::date, x.listened_at, false, ${windowStart}
    from stale m join listens x on x.user_id = ${userId}
      and x.listened_at >= ${monthStart(sql`m.month`)} and x.listened_at < ${monthEnd(sql`m.month`)}
  ),
  m_first as (
    select p.month, count(*)::int as n from m_plays p
    where not p.before
      and not (p.kind = 'SONG' and (
        exists (select 1 from user_songs c where c.user_id = ${userId} and c.song_id = p.item_id
          and c.checked_at < (p.day::timestamp at time zone 'UTC'))
        or exists (select 1 from logs q where q.user_id = ${userId} and q.song_id = p.item_id and ${logEarlier})
        or exists (select 1 from listens q where q.user_id = ${userId} and q.song_id = p.item_id and ${listenEarlier})))
      and not (p.kind = 'RELEASE' and (
        exists (select 1 from user_releases c where c.user_id = ${userId} and c.release_id = p.item_id
          and c.checked_at < (p.day::timestamp at time zone 'UTC'))
        or exists (select 1 from logs q where q.user_id = ${userId} and q.release_id = p.item_id and ${logEarlier})
        or exists (select 1 from listens q where q.user_id = ${userId} and q.release_id = p.item_id
          and ((q.song_id is null and ${listenEarlier}) or q.listened_at < p.window_start))))
      and not (p.kind is null and exists (select 1 from listens q where q.user_id = ${userId}
        and q.song_id is null and q.release_id is null
        and lower(q.artist_name) || chr(31) || lower(q.track_name) = p.name_key
        and q.listened_at >= p.window_start and ${listenEarlier}))
    group by p.month
  )`;
}

/** A count of `acts` rows of one source, as int. */
const count = (src: 'P' | 'C', also = sql`true`) =>
  sql`count(*) filter (where src = ${src} and ${also})::int`;

/**
 * Each month's sections from `acts`: totals, the days with a listen and the releases of the
 * month's year heard (m_totals), artists (m_artists: a release's credits, a song's main
 * performers, an unmatched listen's reported name; items grouped first, so a song heard 40 times
 * is looked up once), genres, decades, albums (a listen of a song counts for its release) and songs;
 * from `states`, the ratings by value, the month's highest rated and its loved and favorited (the
 * first of each list: a page's list is the first of the months' first ones).
 */
const SECTIONS = sql`m_totals as (
    select month, ${count('P')} as listens, ${count('C')} as checks,
      ${count('C', sql`kind = 'RELEASE'`)} as release_checks,
      sum(duration_ms) filter (where src = 'P')::bigint as duration_ms,
      coalesce(array_agg(distinct day) filter (where src = 'P'), '{}') as listen_days,
      coalesce(array_agg(distinct album_id) filter (
        where album_id is not null and album_year = extract(year from month)::int), '{}') as new_albums
    from acts group by month
  ),
  m_artists as (
    select month, array_agg(artist_id) as ids, array_agg(name) as names,
      array_agg(listens) as listens, array_agg(checks) as checks
    from (
      select p.month, a.artist_id, a.name, coalesce(sum(p.n) filter (where p.src = 'P'), 0)::int as listens,
        coalesce(sum(p.n) filter (where p.src = 'C'), 0)::int as checks
      from (
        select month, src, kind, item_id, case when kind is null then artist_name end as artist_name, count(*)::int as n
        from acts group by 1, 2, 3, 4, 5
      ) p cross join lateral (
        select sa.artist_id, null::text as name from song_artists sa
          where p.kind = 'SONG' and sa.song_id = p.item_id and sa.role = 'MAIN'
        union all
        select ra.artist_id, null from release_artists ra where p.kind = 'RELEASE' and ra.release_id = p.item_id
        union all
        select null, p.artist_name where p.kind is null
      ) a
      group by p.month, a.artist_id, a.name
    ) t group by month
  ),
  m_genres as (
    select month, array_agg(g) as genres, array_agg(listens) as listens, array_agg(checks) as checks
    from (select month, g, ${count('P')} as listens, ${count('C')} as checks
      from acts, unnest(genres) g group by month, g) t
    group by month
  ),
  m_decades as (
    select month, array_agg(decade) as decades, array_agg(listens) as listens, array_agg(checks) as checks
    from (select month, item_year / 10 * 10 as decade, ${count('P')} as listens, ${count('C')} as checks
      from acts where item_year is not null group by 1, 2) t
    group by month
  ),
  m_albums as (
    select month, array_agg(album_id) as albums, array_agg(listens) as listens, array_agg(checks) as checks
    from (select month, album_id, ${count('P')} as listens, ${count('C', sql`kind = 'RELEASE'`)} as checks
      from acts where (src = 'P' and album_id is not null) or (src = 'C' and kind = 'RELEASE')
      group by month, album_id) t
    group by month
  ),
  m_songs as (
    select month, array_agg(item_id) as songs, array_agg(listens) as listens, array_agg(checks) as checks
    from (select month, item_id, ${count('P')} as listens, ${count('C')} as checks
      from acts where kind = 'SONG' group by month, item_id) t
    group by month
  ),
  m_ratings as (
    select month, array_agg(rating) as rating_values, array_agg(n) as rating_counts
    from (select month, rating, count(*)::int as n from states where rating is not null group by 1, 2) t
    group by month
  ),
  m_rated as (
    select month, array_agg(kind) as kinds, array_agg(item_id) as ids, array_agg(rating) as ratings,
      array_agg(rated_at) as ats
    from (select month, kind, item_id, rating, rated_at, row_number() over (
        partition by month order by rating desc, rated_at desc, item_id) as place
      from states where rating is not null) t
    where place <= ${HIGHEST_RATED} group by month
  ),
  m_loved as (
    select month, count(*) filter (where reaction = 'LOVED')::int as loved,
      count(*) filter (where reaction = 'FAVORITED')::int as favorited,
      array_agg(kind) filter (where place <= ${MOST_LOVED}) as kinds,
      array_agg(item_id) filter (where place <= ${MOST_LOVED}) as ids,
      array_agg(reaction) filter (where place <= ${MOST_LOVED}) as reactions,
      array_agg(reacted_at) filter (where place <= ${MOST_LOVED}) as ats
    from (select month, kind, item_id, reaction, reacted_at, row_number() over (
        partition by month order by reaction = 'FAVORITED' desc, reacted_at desc, item_id desc) as place
      from states where reaction is not null) t
    group by month
  )`;

/** A page's months: the member and the range of days they fall in. */
export type PageMonths = { userId: number; range: DayRange };

const inRange = (range: DayRange, month: SQL) =>
  sql`${month} >= ${range.from}::date and ${month} < ${range.to}::date`;

/**
 * `month_versions`: the range's months with their version and their history prefix (the sum of the
 * history versions of every month of the member's up to it: what a month's first listens depend
 * on); `kept`: the stored months current at this statement's snapshot.
 */
function keptCtes({ userId, range }: PageMonths): SQL {
  return sql`month_versions as (
    select month, version, prefix from (
      select month, version, sum(history) over (order by month)::bigint as prefix
      from member_stats_month_versions where user_id = ${userId} and month < ${range.to}::date) v
    where month >= ${range.from}::date
  ),
  kept as materialized (
    select s.* from member_stats_months s
      join month_versions v on v.month = s.month and v.version = s.version and v.prefix = s.history_prefix
    where s.user_id = ${userId} and ${inRange(range, sql`s.month`)}
  )`;
}

/**
 * Whether any month of the page is to be computed: never computed, its version moved, or kept over
 * 30 days (an SQL boolean).
 */
export function monthsToCompute(months: PageMonths): SQL {
  return sql`exists (with ${keptCtes(months)}
    select 1 from month_versions v left join kept k on k.month = v.month
    where k.month is null or k.computed_at < now() - ${KEPT_AT_MOST})`;
}

/**
 * The WITH list (no leading WITH, no trailing comma) that ends in `summary`, one row per month of
 * the range with activity. `compute`: the months not current are computed from the member's rows
 * and the catalog, used and stored (`stored`); without it `summary` is the stored months only, and
 * `summaryIncomplete` says whether a write committed since the check left one out.
 */
export function summaryCtes(months: PageMonths, compute: boolean): SQL {
  if (!compute) return sql`${keptCtes(months)}, summary as (select * from kept)`;
  const { userId } = months;
  return sql`${keptCtes(months)},
  stale as materialized (
    select v.month, v.version, v.prefix from month_versions v where not exists (select 1 from kept k where k.month = v.month)
    union all
    (select month, version, history_prefix from kept where computed_at < now() - interval '1 day'
      order by computed_at, month limit ${REFRESHED_PER_PAGE})
  ),
  ${actsCte(userId)},
  ${statesCte(userId)},
  ${firstListensCtes(userId)},
  ${SECTIONS},
  fresh as materialized (
    select m.month, m.version, m.prefix as history_prefix, coalesce(t.listens, 0) as listens,
      coalesce(fl.n, 0) as first_listens, coalesce(t.checks, 0) as checks,
      coalesce(t.release_checks, 0) as release_checks, t.duration_ms,
      coalesce(t.listen_days, '{}') as listen_days,
      coalesce(a.ids, '{}') as artist_ids, coalesce(a.names, '{}') as artist_names,
      coalesce(a.listens, '{}') as artist_listens, coalesce(a.checks, '{}') as artist_checks,
      coalesce(g.genres, '{}') as genres, coalesce(g.listens, '{}') as genre_listens,
      coalesce(g.checks, '{}') as genre_checks,
      coalesce(d.decades, '{}') as decades, coalesce(d.listens, '{}') as decade_listens,
      coalesce(d.checks, '{}') as decade_checks,
      coalesce(al.albums, '{}') as albums, coalesce(al.listens, '{}') as album_listens,
      coalesce(al.checks, '{}') as album_checks,
      coalesce(so.songs, '{}') as songs, coalesce(so.listens, '{}') as song_listens,
      coalesce(so.checks, '{}') as song_checks,
      coalesce(t.new_albums, '{}') as new_albums,
      coalesce(ra.rating_values, '{}') as rating_values, coalesce(ra.rating_counts, '{}') as rating_counts,
      coalesce(rd.kinds, '{}') as rated_kinds, coalesce(rd.ids, '{}') as rated_ids,
      coalesce(rd.ratings, '{}') as rated_ratings, coalesce(rd.ats, '{}') as rated_at,
      coalesce(lo.loved, 0) as loved, coalesce(lo.favorited, 0) as favorited,
      coalesce(lo.kinds, '{}') as loved_kinds, coalesce(lo.ids, '{}') as loved_ids,
      coalesce(lo.reactions, '{}') as loved_reactions, coalesce(lo.ats, '{}') as loved_at
    from stale m left join m_totals t on t.month = m.month left join m_artists a on a.month = m.month
      left join m_genres g on g.month = m.month left join m_decades d on d.month = m.month
      left join m_albums al on al.month = m.month left join m_songs so on so.month = m.month
      left join m_ratings ra on ra.month = m.month left join m_rated rd on rd.month = m.month
      left join m_loved lo on lo.month = m.month left join m_first fl on fl.month = m.month
  ),
  stored as (
    insert into member_stats_months (user_id, month, version, computed_at, ${COLUMNS})
    select ${userId}, month, version, now(), ${COLUMNS} from fresh
    on conflict (user_id, month) do update set version = excluded.version, computed_at = excluded.computed_at,
      ${REPLACED}
    where member_stats_months.version <= excluded.version
  ),
  summary as (
    select month, ${COLUMNS} from kept where month not in (select month from stale)
    union all
    select month, ${COLUMNS} from fresh
  )`;
}

/** For the select list: true when `summary` misses a month (only possible without `compute`). */
export function summaryIncomplete(compute: boolean): SQL {
  return compute
    ? sql`false`
    : sql`exists (select 1 from month_versions v where not exists (select 1 from kept k where k.month = v.month))`;
}
