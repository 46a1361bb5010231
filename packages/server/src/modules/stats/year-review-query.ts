import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { artistCountsCtes } from './artist-rollups.ts';
import type { StatsArtist, StatsItem } from './member-stats-query.ts';
import { HIGHEST_RATED, summaryCtes, summaryIncomplete } from './month-summaries.ts';
import { type Delta, delta, fillPeriods, type Period, yearRange } from './numbers.ts';
import { statsRow } from './run-statement.ts';
import { cachedPage } from './stats-cache.ts';
import {
  ITEM_FIELDS,
  ITEM_JOINS,
  listsCount,
  periodsJson,
  ratedRows,
  reviewsCount,
  topArtistsJson,
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

const ofYear = (year: number) => sql`extract(year from s.month)::int = ${year}`;

/** The year's headline numbers in SQL, for the year `year` of the two-year window. */
function totalsJson(userId: number, year: number) {
  const range = yearRange(year);
  return sql`json_build_object(
    'listens', (select coalesce(sum(s.listens), 0)::int from summary s where ${ofYear(year)}),
    'checks', (select coalesce(sum(s.checks), 0)::int from summary s where ${ofYear(year)}),
    'newReleasesHeard', (select count(distinct a)::int from summary s, unnest(s.new_albums) a where ${ofYear(year)}),
    'reviews', ${reviewsCount(userId, range)},
    'lists', ${listsCount(userId, range)},
    'durationMs', (select sum(s.duration_ms)::float8 from summary s where ${ofYear(year)}))`;
}

/** Ten items of the year by listens, then checks: `albums` counts a song's listens for its release. */
function topItemsJson(year: number, kind: 'albums' | 'songs') {
  const items =
    kind === 'albums'
      ? sql`select 'RELEASE'::text as kind, x.item_id, x.listens, x.checks
          from summary s, unnest(s.albums, s.album_listens, s.album_checks) as x(item_id, listens, checks)
          where ${ofYear(year)}`
      : sql`select 'SONG'::text as kind, x.item_id, x.listens, x.checks
          from summary s, unnest(s.songs, s.song_listens, s.song_checks) as x(item_id, listens, checks)
          where ${ofYear(year)}`;
  return sql`(select coalesce(json_agg(j), '[]'::json) from (
    select ${ITEM_FIELDS}, t.listens, t.checks from (
      select kind, item_id, sum(listens)::int as listens, sum(checks)::int as checks from (${items}) x
      group by kind, item_id order by sum(listens) desc, sum(checks) desc, item_id limit 10) t
    ${ITEM_JOINS}
    order by t.listens desc, t.checks desc, t.item_id) j)`;
}

/**
 * A year in review, with the year before for comparison, in one statement: every count, first
 * listens and the highest rated from the two years' month summaries (month-summaries.ts), the
 * reviews and lists from the member's own rows.
 */
export async function yearReview(db: Db, userId: number, year: number): Promise<YearReviewNumbers> {
  const window = { from: yearRange(year - 1).from, to: yearRange(year).to };
  const answer = await cachedPage(db, userId, `year:${year}`, async () => {
    const row = await statsRow<{ review: Answer }>(
      db,
      { userId, range: window },
      (compute) => sql`with
    ${summaryCtes({ userId, range: window }, compute)},
    ${artistCountsCtes({ userId, range: yearRange(year) })}
    select json_build_object(
      'totals', ${totalsJson(userId, year)},
      'previous', ${totalsJson(userId, year - 1)},
      'topAlbums', ${topItemsJson(year, 'albums')},
      'topSongs', ${topItemsJson(year, 'songs')},
      'topArtists', ${topArtistsJson('both')},
      'highestRated', (select coalesce(json_agg(j), '[]'::json) from (
        select ${ITEM_FIELDS}, t.rating from (${ratedRows(year)} limit ${HIGHEST_RATED}) t
        ${ITEM_JOINS}
        order by t.rating desc, t.rated_at desc, t.item_id) j),
      'firstListens', (select coalesce(sum(s.first_listens), 0)::int from summary s where ${ofYear(year)}),
      'relistens', (select coalesce(sum(s.listens - s.first_listens), 0)::int from summary s where ${ofYear(year)}),
      'months', ${periodsJson('month', year)}
    ) as review, ${summaryIncomplete(compute)} as incomplete`,
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
