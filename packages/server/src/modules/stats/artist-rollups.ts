import { type SQL, sql } from 'drizzle-orm';
import type { PageMonths } from './month-summaries.ts';

/**
 * `artist_counts`: each artist's listens and checks over the months of `summary` within a range
 * (all time, or one year of a year in review's two), for the top-artist lists. An unmatched
 * listen's artist counts under its reported name in any case, shown as its first spelling.
 *
 * Summing every month's artists is the costliest part of an all-time page (35 months of a busy
 * member: ~35,000 entries into ~9,000 artists). Most writes land in the latest month (a listen
 * today), so the sums of the months before the range's latest are kept per member and range
 * start (member_stats_artist_rollups) and the page adds the latest month to them. Kept sums are
 * used while the range's latest month is still their `through_month` and the versions of the
 * months before it still sum to `versions` (every write there moves its month's version, which
 * only grows), and under a day old like the months they were summed from; otherwise they are
 * summed again from `summary`, used, and stored in the same statement. Each sum groups the
 * catalog's artists by id without unpacking the names, which a month holds only for an unmatched
 * listen's artist (a month's names are read only when it has one).
 */
export function artistCountsCtes({ userId, range }: PageMonths): SQL {
  const from = sql`${range.from}::date`;
  const inRange = sql`s.month >= ${from} and s.month < ${range.to}::date`;
  const beforeLatest = sql`${inRange} and s.month < (select month from a_latest)`;
  return sql`a_latest as (
    select max(month) as month from month_versions where month >= ${from} and month < ${range.to}::date
  ),
  a_versions as (
    select coalesce(sum(version), 0)::bigint as versions from month_versions
    where month >= ${from} and month < (select month from a_latest)
  ),
  a_kept as materialized (
    select r.artist_ids, r.artist_names, r.artist_listens, r.artist_checks
    from member_stats_artist_rollups r
    where r.user_id = ${userId} and r.from_month = ${from}
      and r.through_month = (select month from a_latest)
      and r.versions = (select versions from a_versions)
      and r.computed_at > now() - interval '1 day'
  ),
  a_before as materialized (
    select a.artist_id, a.name, a.listens, a.checks
    from a_kept k cross join lateral unnest(k.artist_ids, k.artist_names, k.artist_listens, k.artist_checks)
      as a(artist_id, name, listens, checks)
    union all
    select * from (${sums(beforeLatest)}) summed where not exists (select 1 from a_kept)
  ),
  a_stored as (
    insert into member_stats_artist_rollups as r (user_id, from_month, through_month, versions, computed_at,
      artist_ids, artist_names, artist_listens, artist_checks)
    select ${userId}, ${from}, (select month from a_latest), (select versions from a_versions), now(),
      coalesce(array_agg(artist_id), '{}'), coalesce(array_agg(name), '{}'),
      coalesce(array_agg(listens), '{}'), coalesce(array_agg(checks), '{}')
    from a_before
    having not exists (select 1 from a_kept) and (select month from a_latest) is not null
    on conflict (user_id, from_month) do update set through_month = excluded.through_month,
      versions = excluded.versions, computed_at = excluded.computed_at, artist_ids = excluded.artist_ids,
      artist_names = excluded.artist_names, artist_listens = excluded.artist_listens,
      artist_checks = excluded.artist_checks
    where r.through_month < excluded.through_month
      or (r.through_month = excluded.through_month and r.versions <= excluded.versions)
  ),
  artist_counts as materialized (
    select artist_id, min(name) as name, sum(listens)::int as listens, sum(checks)::int as checks
    from (
      select * from a_before
      union all
      select * from (${sums(sql`s.month = (select month from a_latest)`)}) latest
    ) a
    group by artist_id, case when artist_id is null then lower(name) end
  )`;
}

/** The artists of `summary`'s months matching `where`, summed: by id, and an unmatched one by name. */
function sums(where: SQL): SQL {
  return sql`select a.artist_id, null::text as name, sum(a.listens)::int as listens, sum(a.checks)::int as checks
    from summary s cross join lateral unnest(s.artist_ids, s.artist_listens, s.artist_checks)
      as a(artist_id, listens, checks)
    where ${where} and a.artist_id is not null
    group by a.artist_id
    union all
    select null, min(a.name), sum(a.listens)::int, sum(a.checks)::int
    from summary s cross join lateral unnest(s.artist_ids, s.artist_names, s.artist_listens, s.artist_checks)
      as a(artist_id, name, listens, checks)
    where ${where} and array_position(s.artist_ids, null) is not null and a.artist_id is null
    group by lower(a.name)`;
}
