import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import type { StatsArtist, StatsItem } from './member-stats-query.ts';
import { type Delta, delta, fillPeriods, type Period, yearRange } from './numbers.ts';
import { statsRow } from './run-statement.ts';
import { cachedPage } from './stats-cache.ts';
import {
  artistsCte,
  checksCte,
  dayStart,
  ITEM_FIELDS,
  ITEM_JOINS,
  listsCount,
  playsCte,
  reviewsCount,
} from './stats-sql.ts';

export type YearTotals = {
  listens: number;
  checks: number;
  newReleasesHeard: number;
  reviews: number;
  lists: number;
  /** Hours of the listens whose length is known; null when none is. */
  hours: number | null;
};

export type YearReviewNumbers = {
  totals: YearTotals;
  previous: YearTotals;
  deltas: Array<Delta & { key: keyof YearTotals }>;
  topAlbums: StatsItem[];
  topSongs: StatsItem[];
  topArtists: StatsArtist[];
  highestRated: StatsItem[];
  firstListens: number;
  relistens: number;
  months: Period[];
};

type RawTotals = Omit<YearTotals, 'hours'> & { durationMs: number | null };
type Answer = {
  totals: RawTotals;
  previous: RawTotals;
  topAlbums: StatsItem[];
  topSongs: StatsItem[];
  topArtists: StatsArtist[];
  highestRated: StatsItem[];
  firstListens: number;
  relistens: number;
  months: Array<{ p: number; listens: number; checks: number }>;
};

const DELTA_KEYS = ['listens', 'checks', 'newReleasesHeard', 'reviews', 'lists', 'hours'] as const;

/** The year's headline numbers in SQL, for the year `y` of the two-year window. */
function totalsJson(userId: number, year: number) {
  const range = yearRange(year);
  return sql`json_build_object(
    'listens', (select count(*)::int from plays where y = ${year}),
    'checks', (select count(*)::int from checks where y = ${year}),
    'newReleasesHeard', (select count(distinct album_id)::int from (
      select album_id, album_year from plays where y = ${year}
      union all select album_id, album_year from checks where y = ${year}) heard
      where album_year = ${year}),
    'reviews', ${reviewsCount(userId, range)},
    'lists', ${listsCount(userId, range)},
    'durationMs', (select sum(duration_ms)::float8 from plays where y = ${year}))`;
}

/** Ten items of the year by listens, then checks: `albums` counts a song's listens for its release. */
function topItemsJson(year: number, kind: 'albums' | 'songs') {
  const picked =
    kind === 'albums'
      ? sql`select 'RELEASE'::text as kind, album_id as item_id, 1 as listens, 0 as checks
          from plays where y = ${year} and album_id is not null
        union all select 'RELEASE', item_id, 0, 1 from checks where y = ${year} and kind = 'RELEASE'`
      : sql`select 'SONG'::text as kind, item_id, 1 as listens, 0 as checks
          from plays where y = ${year} and kind = 'SONG'
        union all select 'SONG', item_id, 0, 1 from checks where y = ${year} and kind = 'SONG'`;
  return sql`(select coalesce(json_agg(j), '[]'::json) from (
    select ${ITEM_FIELDS}, t.listens, t.checks from (
      select kind, item_id, sum(listens)::int as listens, sum(checks)::int as checks from (${picked}) x
      group by kind, item_id order by sum(listens) desc, sum(checks) desc, item_id limit 10) t
    ${ITEM_JOINS}
    order by t.listens desc, t.checks desc, t.item_id) j)`;
}

/**
 * A year in review, with the year before for comparison, in one statement: the checks and listens
 * of the two years are read once and every section aggregates them.
 */
export async function yearReview(db: Db, userId: number, year: number): Promise<YearReviewNumbers> {
  const window = { from: yearRange(year - 1).from, to: yearRange(year).to };
  const { from, to } = yearRange(year);
  const windowStart = dayStart(window.from);
  const answer = await cachedPage(db, userId, `year:${year}`, async () => {
    const row = await statsRow<{ review: Answer }>(
      db,
      sql`with
    ${checksCte(userId, window)},
    ${playsCte(userId, window)},
    ${artistsCte('plays')},
    ${artistsCte('checks')},
    ranked as (
      select p.*, row_number() over (
        partition by p.kind, p.item_id,
          case when p.kind is null then lower(p.artist_name) || chr(31) || lower(p.track_name) end
        order by p.day, p.at) as nth
      from plays p
    ),
    heard as (
      select r.nth > 1 or r.before or (r.kind = 'RELEASE' and (
          exists (select 1 from user_releases c where c.user_id = ${userId} and c.release_id = r.item_id
            and c.checked_at < (r.day::timestamp at time zone 'UTC'))
          or exists (select 1 from logs l where l.release_id = r.item_id and l.user_id = ${userId}
            and l.date < ${window.from}::date)
          or exists (select 1 from listens x where x.release_id = r.item_id and x.user_id = ${userId}
            and x.listened_at < ${windowStart})))
        or (r.kind = 'SONG' and (
          exists (select 1 from user_songs c where c.user_id = ${userId} and c.song_id = r.item_id
            and c.checked_at < (r.day::timestamp at time zone 'UTC'))
          or exists (select 1 from logs l where l.song_id = r.item_id and l.user_id = ${userId}
            and l.date < ${window.from}::date)
          or exists (select 1 from listens x where x.user_id = ${userId} and x.song_id = r.item_id
            and x.listened_at < ${windowStart}))) as before
      from ranked r where r.y = ${year}
    )
    select json_build_object(
      'totals', ${totalsJson(userId, year)},
      'previous', ${totalsJson(userId, year - 1)},
      'topAlbums', ${topItemsJson(year, 'albums')},
      'topSongs', ${topItemsJson(year, 'songs')},
      'topArtists', (select coalesce(json_agg(t order by t.count desc, t.name), '[]'::json) from (
        select pa.artist_id as "artistId", coalesce(ar.name, min(pa.name)) as name, sum(pa.n)::int as count
        from (select artist_id, name, n from plays_artists where y = ${year}
          union all select artist_id, name, n from checks_artists where y = ${year}) pa
        left join artists ar on ar.id = pa.artist_id
        group by pa.artist_id, ar.name, lower(pa.name)
        order by sum(pa.n) desc, coalesce(ar.name, min(pa.name)) limit 10) t),
      'highestRated', (select coalesce(json_agg(j), '[]'::json) from (
        select ${ITEM_FIELDS}, t.rating from (
          select 'RELEASE'::text as kind, release_id as item_id, rating, coalesce(rated_at, checked_at) as rated_at from user_releases
            where user_id = ${userId} and rating is not null and coalesce(rated_at, checked_at) >= ${dayStart(from)}
              and coalesce(rated_at, checked_at) < ${dayStart(to)}
          union all
          select 'SONG', song_id, rating, coalesce(rated_at, checked_at) from user_songs
            where user_id = ${userId} and rating is not null and coalesce(rated_at, checked_at) >= ${dayStart(from)}
              and coalesce(rated_at, checked_at) < ${dayStart(to)}
          order by rating desc, rated_at desc, item_id limit 10) t
        ${ITEM_JOINS}
        order by t.rating desc, t.rated_at desc, t.item_id) j),
      'firstListens', (select count(*)::int from heard where not before),
      'relistens', (select count(*)::int from heard where before),
      'months', (select coalesce(json_agg(t), '[]'::json) from (
        select p, sum(listens)::int as listens, sum(checks)::int as checks from (
          select extract(month from day)::int as p, 1 as listens, 0 as checks from plays where y = ${year}
          union all select extract(month from day)::int, 0, 1 from checks where y = ${year}) x
        group by p) t)
    ) as review`,
    );
    return row.review;
  });
  return shape(answer, year);
}

const hoursOf = (totals: RawTotals) =>
  totals.durationMs === null ? null : Math.round((totals.durationMs / 3_600_000) * 10) / 10;

function shape(answer: Answer, year: number): YearReviewNumbers {
  const totals = { ...withoutDuration(answer.totals), hours: hoursOf(answer.totals) };
  const previous = { ...withoutDuration(answer.previous), hours: hoursOf(answer.previous) };
  return {
    ...answer,
    totals,
    previous,
    deltas: DELTA_KEYS.map((key) => ({ key, ...delta(totals[key] ?? 0, previous[key] ?? 0) })),
    months: fillPeriods(answer.months, year),
  };
}

function withoutDuration({ durationMs: _, ...rest }: RawTotals): Omit<YearTotals, 'hours'> {
  return rest;
}
