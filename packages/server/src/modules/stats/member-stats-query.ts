import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { artistCountsCtes } from './artist-rollups.ts';
import { MOST_LOVED, summaryCtes, summaryIncomplete } from './month-summaries.ts';
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
  decadesJson,
  ITEM_FIELDS,
  ITEM_JOINS,
  LOVED_ROWS,
  listsCount,
  periodsJson,
  RATINGS_JSON,
  reviewsCount,
  topArtistsJson,
  topGenresJson,
  yearsJson,
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
 * listens, ratings and reactions are counted from the range's month summaries
 * (month-summaries.ts; the months written since they were computed are computed and stored in the
 * same statement), the reviews, lists and years from the member's own rows. The statement's answer is kept per member
 * and page until they write again (stats-cache.ts).
 */
export async function memberStats(db: Db, userId: number, year: number | null): Promise<MemberStatsNumbers> {
  const range = year === null ? ALL_TIME : yearRange(year);
  const page = year === null ? 'stats:all' : `stats:${year}`;
  const answer = await cachedPage(db, userId, page, async () => {
    const row = await statsRow<{ stats: Answer }>(
      db,
      { userId, range },
      (compute) => sql`with ${summaryCtes({ userId, range }, compute)},
    ${artistCountsCtes({ userId, range })}
    select json_build_object(
      'years', ${yearsJson(userId)},
      'totals', json_build_object(
        'listens', (select coalesce(sum(listens), 0)::int from summary),
        'checks', (select coalesce(sum(checks), 0)::int from summary),
        'releaseChecks', (select coalesce(sum(release_checks), 0)::int from summary),
        'songChecks', (select coalesce(sum(checks - release_checks), 0)::int from summary),
        'reviews', ${reviewsCount(userId, range)},
        'lists', ${listsCount(userId, range)},
        'loved', (select coalesce(sum(loved), 0)::int from summary),
        'favorited', (select coalesce(sum(favorited), 0)::int from summary)),
      'periods', ${periodsJson(year === null ? 'year' : 'month')},
      'topArtistsByListens', ${topArtistsJson('listens')},
      'topArtistsByChecks', ${topArtistsJson('checks')},
      'genresByListens', ${topGenresJson('listens')},
      'genresByChecks', ${topGenresJson('checks')},
      'decadesByListens', ${decadesJson('listens')},
      'decadesByChecks', ${decadesJson('checks')},
      'ratings', ${RATINGS_JSON},
      'loved', (select coalesce(json_agg(j), '[]'::json) from (
        select ${ITEM_FIELDS}, t.reaction from (${LOVED_ROWS} limit ${MOST_LOVED}) t
        ${ITEM_JOINS}
        order by t.reaction = 'FAVORITED' desc, t.reacted_at desc, t.item_id desc) j),
      'listenDays', (select coalesce(json_agg(distinct d), '[]'::json) from summary s, unnest(s.listen_days) d)
    ) as stats, ${summaryIncomplete(compute)} as incomplete`,
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
