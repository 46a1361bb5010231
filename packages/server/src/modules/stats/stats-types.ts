import { builder } from '../../graphql/builder.ts';
import { ItemTypeEnum } from '../../graphql/enums.ts';
import type { MemberStatsNumbers, StatsArtist, StatsCount, StatsItem } from './member-stats-query.ts';
import type { Delta, Period, RatingBucket, Streak } from './numbers.ts';
import type { YearReviewNumbers, YearTotals } from './year-review-query.ts';

/** The stats pages' plain objects: numbers the two statements answered, no ids of their own. */

export const StatsCountRef = builder.objectRef<StatsCount>('StatsCount').implement({
  description: 'A genre or decade ("1990s") and how many listens or checks it had.',
  fields: (t) => ({ label: t.exposeString('label'), count: t.exposeInt('count') }),
});

export const StatsArtistRef = builder.objectRef<StatsArtist>('StatsArtist').implement({
  description:
    'An artist and how many listens or checks of their releases and songs; no id for a listen the catalog did not match.',
  fields: (t) => ({
    artistId: t.exposeID('artistId', { nullable: true }),
    name: t.exposeString('name'),
    count: t.exposeInt('count'),
  }),
});

export const StatsItemRef = builder.objectRef<StatsItem>('StatsItem').implement({
  description: 'A release or song in a ranking, with what it is ranked by.',
  fields: (t) => ({
    type: t.field({ type: ItemTypeEnum, resolve: (item) => item.type }),
    itemId: t.exposeID('itemId'),
    title: t.exposeString('title'),
    artistName: t.exposeString('artistName'),
    thumb: t.string({
      description: 'The cover (a release’s, or a song’s release’s), else the drawn placeholder.',
      resolve: (item) =>
        item.thumb ?? `/covers/${item.type === 'RELEASE' ? 'releases' : 'songs'}/${item.itemId}.svg`,
    }),
    listens: t.int({ resolve: (item) => item.listens ?? 0 }),
    checks: t.int({ resolve: (item) => item.checks ?? 0 }),
    rating: t.float({ nullable: true, resolve: (item) => item.rating ?? null }),
    favorited: t.boolean({
      description: 'Favorited (else loved), in the most-loved list.',
      resolve: (item) => item.reaction === 'FAVORITED',
    }),
  }),
});

export const StatsPeriodRef = builder.objectRef<Period>('StatsPeriod').implement({
  description: 'Listens and checks in a month ("2025-03") or, for all time, a year ("2025").',
  fields: (t) => ({
    period: t.exposeString('period'),
    listens: t.exposeInt('listens'),
    checks: t.exposeInt('checks'),
  }),
});

export const RatingBucketRef = builder.objectRef<RatingBucket>('RatingBucket').implement({
  description: 'How many items the member rated with this many stars (0.5 to 5, by half stars).',
  fields: (t) => ({ rating: t.exposeFloat('rating'), count: t.exposeInt('count') }),
});

export const StreakRef = builder.objectRef<Streak>('ListenStreak').implement({
  description: 'The longest run of consecutive days (UTC) with a listen: its length, first and last day.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    start: t.exposeString('start', { nullable: true }),
    end: t.exposeString('end', { nullable: true }),
  }),
});

type Totals = MemberStatsNumbers['totals'];
export const StatsTotalsRef = builder.objectRef<Totals>('StatsTotals').implement({
  fields: (t) => ({
    listens: t.exposeInt('listens', { description: 'Dated logs (diary entries) and recorded listens.' }),
    checks: t.exposeInt('checks'),
    releaseChecks: t.exposeInt('releaseChecks'),
    songChecks: t.exposeInt('songChecks'),
    ratings: t.exposeInt('ratings'),
    reviews: t.exposeInt('reviews', { description: 'Logs with review text.' }),
    lists: t.exposeInt('lists', { description: 'Lists made (the favorites lists not counted).' }),
    loved: t.exposeInt('loved'),
    favorited: t.exposeInt('favorited'),
    listenDays: t.exposeInt('listenDays', { description: 'Days with at least one listen.' }),
  }),
});

export const StatsSummaryRef = builder.objectRef<MemberStatsNumbers>('StatsSummary').implement({
  fields: (t) => ({
    totals: t.field({ type: StatsTotalsRef, resolve: (s) => s.totals }),
    periods: t.field({
      type: [StatsPeriodRef],
      description: 'By month for a year, by year for all time.',
      resolve: (s) => s.periods,
    }),
    topArtistsByListens: t.field({ type: [StatsArtistRef], resolve: (s) => s.topArtistsByListens }),
    topArtistsByChecks: t.field({
      type: [StatsArtistRef],
      description: 'Also the most-checked artists of the most-loved section.',
      resolve: (s) => s.topArtistsByChecks,
    }),
    genresByListens: t.field({ type: [StatsCountRef], resolve: (s) => s.genresByListens }),
    genresByChecks: t.field({ type: [StatsCountRef], resolve: (s) => s.genresByChecks }),
    decadesByListens: t.field({ type: [StatsCountRef], resolve: (s) => s.decadesByListens }),
    decadesByChecks: t.field({ type: [StatsCountRef], resolve: (s) => s.decadesByChecks }),
    ratings: t.field({ type: [RatingBucketRef], resolve: (s) => s.ratings }),
    loved: t.field({
      type: [StatsItemRef],
      description: 'Up to 12 items the member loved or favorited in the period, favorites first.',
      resolve: (s) => s.loved,
    }),
    longestStreak: t.field({ type: StreakRef, resolve: (s) => s.longestStreak }),
  }),
});

export const YearTotalsRef = builder.objectRef<YearTotals>('YearTotals').implement({
  fields: (t) => ({
    listens: t.exposeInt('listens'),
    checks: t.exposeInt('checks'),
    newReleasesHeard: t.exposeInt('newReleasesHeard', {
      description: 'Releases of that year the member checked or listened to in it.',
    }),
    reviews: t.exposeInt('reviews'),
    lists: t.exposeInt('lists'),
    hours: t.exposeFloat('hours', {
      nullable: true,
      description: 'Hours of the listens whose length is known; null when none is.',
    }),
  }),
});

type YearDelta = YearReviewNumbers['deltas'][number];
export const YearDeltaRef = builder.objectRef<YearDelta>('YearDelta').implement({
  description: 'A headline number against the year before.',
  fields: (t) => ({
    key: t.string({ resolve: (d) => d.key }),
    current: t.float({ resolve: (d: Delta) => d.current }),
    previous: t.float({ resolve: (d: Delta) => d.previous }),
    change: t.float({ resolve: (d: Delta) => d.change }),
    percent: t.int({ nullable: true, resolve: (d: Delta) => d.percent }),
  }),
});

export const YearReviewRef = builder.objectRef<YearReviewNumbers>('YearReview').implement({
  fields: (t) => ({
    totals: t.field({ type: YearTotalsRef, resolve: (r) => r.totals }),
    previous: t.field({ type: YearTotalsRef, resolve: (r) => r.previous }),
    deltas: t.field({ type: [YearDeltaRef], resolve: (r) => r.deltas }),
    topAlbums: t.field({ type: [StatsItemRef], resolve: (r) => r.topAlbums }),
    topSongs: t.field({ type: [StatsItemRef], resolve: (r) => r.topSongs }),
    topArtists: t.field({ type: [StatsArtistRef], resolve: (r) => r.topArtists }),
    highestRated: t.field({ type: [StatsItemRef], resolve: (r) => r.highestRated }),
    firstListens: t.exposeInt('firstListens', {
      description: 'Listens of an item the member had not heard before (no earlier listen, log or check).',
    }),
    relistens: t.exposeInt('relistens'),
    months: t.field({ type: [StatsPeriodRef], resolve: (r) => r.months }),
  }),
});
