import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import {
  fillPeriods,
  longestStreak,
  type Period,
  type RatingBucket,
  ratingSpread,
  type Streak,
  yearRange,
} from './numbers.ts';
import { statsRow } from './run-statement.ts';
import { cachedPage } from './stats-cache.ts';
import {
  artistsCte,
  checksCte,
  dayStart,
  decadesJson,
  ITEM_FIELDS,
  ITEM_JOINS,
  listsCount,
  playsCte,
  ratingsJson,
  reviewsCount,
  topArtistsJson,
  topGenresJson,
} from './stats-sql.ts';

export type StatsCount = { label: string; count: number };
export type StatsArtist = { artistId: string | null; name: string; count: number };
export type StatsItem = {
  type: 'RELEASE' | 'SONG';
  itemId: string;
  title: string;
  artistName: string;
  thumb: string | null;
  listens?: number;
  checks?: number;
  rating?: number | null;
  reaction?: string | null;
};

export type MemberStatsNumbers = {
  years: number[];
  totals: {
    listens: number;
    checks: number;
    releaseChecks: number;
    songChecks: number;
    ratings: number;
    reviews: number;
    lists: number;
    loved: number;
    favorited: number;
    listenDays: number;
  };
  periods: Period[];
  topArtistsByListens: StatsArtist[];
  topArtistsByChecks: StatsArtist[];
  genresByListens: StatsCount[];
  genresByChecks: StatsCount[];
  decadesByListens: StatsCount[];
  decadesByChecks: StatsCount[];
  ratings: RatingBucket[];
  loved: StatsItem[];
  longestStreak: Streak;
};

type Answer = Omit<MemberStatsNumbers, 'periods' | 'ratings' | 'longestStreak' | 'totals'> & {
  totals: Omit<MemberStatsNumbers['totals'], 'ratings' | 'listenDays'>;
  periods: Array<{ p: number; listens: number; checks: number }>;
  ratings: Array<{ rating: number; count: number }>;
  listenDays: number[];
};

/** All time: from the first day a rating may be dated to far past any listen. */
const ALL_TIME = { from: '1900-01-01', to: '3000-01-01' };

/**
 * A member's stats for one year or all time, every section in one statement: the checks and
 * listens of the range are read once (CTEs) and each section aggregates them. The statement's
 * answer is kept per member and page until they write again (stats-cache.ts).
 */
export async function memberStats(db: Db, userId: number, year: number | null): Promise<MemberStatsNumbers> {
  const range = year === null ? ALL_TIME : yearRange(year);
  const unit = year === null ? 'year' : 'month';
  const from = dayStart(range.from);
  const to = dayStart(range.to);
  const page = year === null ? 'stats:all' : `stats:${year}`;
  const answer = await cachedPage(db, userId, page, async () => {
    const row = await statsRow<{ stats: Answer }>(
      db,
      sql`with recursive
    ${checksCte(userId, range)},
    ${playsCte(userId, range)},
    ${artistsCte('plays')},
    ${artistsCte('checks')},
    listen_years(y) as (
      select extract(year from (select min(listened_at) from listens where user_id = ${userId}) at time zone 'UTC')::int
      union all
      select extract(year from (select min(x.listened_at) from listens x where x.user_id = ${userId}
        and x.listened_at >= make_timestamptz(ly.y + 1, 1, 1, 0, 0, 0, 'UTC')) at time zone 'UTC')::int
      from listen_years ly where ly.y is not null
    ),
    loved as (
      select 'RELEASE'::text as kind, release_id as item_id, reaction::text as reaction, coalesce(reacted_at, checked_at) as reacted_at
      from user_releases where user_id = ${userId} and reaction in ('LOVED', 'FAVORITED')
        and coalesce(reacted_at, checked_at) >= ${from} and coalesce(reacted_at, checked_at) < ${to}
      union all
      select 'SONG', song_id, reaction::text, coalesce(reacted_at, checked_at)
      from user_songs where user_id = ${userId} and reaction in ('LOVED', 'FAVORITED')
        and coalesce(reacted_at, checked_at) >= ${from} and coalesce(reacted_at, checked_at) < ${to}
    )
    select json_build_object(
      'years', (select coalesce(json_agg(y order by y desc), '[]'::json) from (
        select extract(year from checked_at at time zone 'UTC')::int as y from user_releases
          where user_id = ${userId} and checked_at is not null
        union select extract(year from checked_at at time zone 'UTC')::int from user_songs
          where user_id = ${userId} and checked_at is not null
        union select extract(year from date)::int from logs where user_id = ${userId} and date is not null
        union select y from listen_years where y is not null) years),
      'totals', json_build_object(
        'listens', (select count(*)::int from plays),
        'checks', (select count(*)::int from checks),
        'releaseChecks', (select count(*)::int from checks where kind = 'RELEASE'),
        'songChecks', (select count(*)::int from checks where kind = 'SONG'),
        'reviews', ${reviewsCount(userId, range)},
        'lists', ${listsCount(userId, range)},
        'loved', (select count(*)::int from loved where reaction = 'LOVED'),
        'favorited', (select count(*)::int from loved where reaction = 'FAVORITED')),
      'periods', (select coalesce(json_agg(t), '[]'::json) from (
        select p, sum(listens)::int as listens, sum(checks)::int as checks from (
          select date_part(${unit}, day)::int as p, 1 as listens, 0 as checks from plays
          union all select date_part(${unit}, day)::int, 0, 1 from checks) x
        group by p) t),
      'topArtistsByListens', ${topArtistsJson('plays')},
      'topArtistsByChecks', ${topArtistsJson('checks')},
      'genresByListens', ${topGenresJson('plays')},
      'genresByChecks', ${topGenresJson('checks')},
      'decadesByListens', ${decadesJson('plays')},
      'decadesByChecks', ${decadesJson('checks')},
      'ratings', ${ratingsJson(userId, range)},
      'loved', (select coalesce(json_agg(j), '[]'::json) from (
        select ${ITEM_FIELDS}, t.reaction from (
          select * from loved order by reaction = 'FAVORITED' desc, reacted_at desc, item_id desc limit 12) t
        ${ITEM_JOINS}
        order by t.reaction = 'FAVORITED' desc, t.reacted_at desc, t.item_id desc) j),
      'listenDays', (select coalesce(json_agg(distinct day - date '1970-01-01'), '[]'::json) from plays)
    ) as stats`,
    );
    return row.stats;
  });
  return shape(answer, year);
}

function shape(answer: Answer, year: number | null): MemberStatsNumbers {
  const ratings = ratingSpread(answer.ratings);
  const streak = longestStreak(answer.listenDays);
  return {
    ...answer,
    totals: {
      ...answer.totals,
      ratings: ratings.reduce((sum, bucket) => sum + bucket.count, 0),
      listenDays: new Set(answer.listenDays).size,
    },
    periods: fillPeriods(answer.periods, year),
    ratings,
    longestStreak: streak,
  };
}
