import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import type { UserRow } from '../src/db/rows.ts';
import {
  buildArtist,
  buildCheck,
  buildFollow,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildUser,
} from './factories.ts';
import { REVIEW, STATS } from './stats-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

type Summary = {
  totals: Record<string, number>;
  periods: Array<{ period: string; listens: number; checks: number }>;
  topArtistsByListens: Array<{ artistId: string | null; name: string; count: number }>;
  topArtistsByChecks: Array<{ name: string; count: number }>;
  genresByListens: Array<{ label: string; count: number }>;
  genresByChecks: Array<{ label: string; count: number }>;
  decadesByListens: Array<{ label: string; count: number }>;
  decadesByChecks: Array<{ label: string; count: number }>;
  ratings: Array<{ rating: number; count: number }>;
  loved: Array<{ type: string; itemId: string; title: string; favorited: boolean }>;
  longestStreak: { days: number; start: string | null; end: string | null };
};
type StatsData = {
  memberStats: {
    year: number | null;
    hiddenReason: string | null;
    onlyYouSee: boolean;
    years: number[];
    summary: Summary | null;
  };
};
type ReviewData = {
  yearInReview: {
    hiddenReason: string | null;
    review: {
      totals: Record<string, number | null>;
      previous: Record<string, number | null>;
      deltas: Array<{
        key: string;
        current: number;
        previous: number;
        change: number;
        percent: number | null;
      }>;
      topAlbums: Array<{ itemId: string; listens: number; checks: number }>;
      topSongs: Array<{ itemId: string; listens: number; checks: number }>;
      topArtists: Array<{ name: string; count: number }>;
      highestRated: Array<{ itemId: string; rating: number }>;
      firstListens: number;
      relistens: number;
      months: Array<{ period: string; listens: number; checks: number }>;
    } | null;
  } | null;
};

const at = (text: string) => new Date(`${text}Z`);

async function listen(
  db: Db,
  user: UserRow,
  when: string,
  row: { songId?: number; artist: string; track: string; durationMs?: number },
) {
  await db.execute(sql`insert into listens (user_id, song_id, listened_at, artist_name, track_name, source, duration_ms)
    values (${user.id}, ${row.songId ?? null}, ${at(when)}, ${row.artist}, ${row.track}, 'api', ${row.durationMs ?? null})`);
}

/**
 * Ana: two albums (1997 rock by Alpha, 2025 jazz by Beta), a song of the first, checks, ratings,
 * reactions, diary entries across 2024–2025, two recorded listens, a list and a review.
 */
async function buildAna(db: Db) {
  const session = await buildSession(db);
  const user = session.user;
  const alpha = await buildArtist(db, { name: 'Alpha' });
  const beta = await buildArtist(db, { name: 'Beta' });
  const old = await buildRelease(db, { artists: [alpha], tracks: 1, year: 1997, genres: ['rock'] });
  const fresh = await buildRelease(db, { artists: [beta], year: 2025, genres: ['jazz'] });
  const song = old.songs[0];
  if (!song) throw new Error('no song');
  await buildCheck(db, {
    user,
    release: old.release,
    checkedAt: at('2025-03-10T12:00:00'),
    rating: 4.5,
    reaction: 'LOVED',
  });
  await buildCheck(db, {
    user,
    release: fresh.release,
    checkedAt: at('2025-07-01T12:00:00'),
    rating: 3,
    reaction: 'FAVORITED',
  });
  await buildCheck(db, { user, song, checkedAt: at('2024-05-01T12:00:00'), rating: 4.5 });
  await buildLog(db, { user, release: old.release, date: '2025-03-10', review: 'Great record.' });
  await buildLog(db, { user, release: old.release, date: '2025-03-11' });
  await buildLog(db, { user, release: fresh.release, date: '2025-03-12' });
  await buildLog(db, { user, release: fresh.release, date: '2025-03-14' });
  await buildLog(db, { user, song, date: '2024-12-31' });
  await buildLog(db, { user, release: fresh.release, date: null, gratitude: 'Not in the diary' });
  await listen(db, user, '2025-03-13T10:00:00', {
    songId: song.id,
    artist: 'Alpha',
    track: song.title,
    durationMs: 200_000,
  });
  await listen(db, user, '2025-08-01T22:00:00', { artist: 'Ghost Artist', track: 'Unknown Track' });
  const list = await buildList(db, { user });
  await db.execute(sql`update lists set created_at = ${at('2025-05-01T00:00:00')} where id = ${list.id}`);
  const favorites = await buildList(db, { user, favoriteKind: 'favorite-releases' });
  await db.execute(
    sql`update lists set created_at = ${at('2025-05-02T00:00:00')} where id = ${favorites.id}`,
  );
  return { ...session, old, fresh, song };
}

let ana: Awaited<ReturnType<typeof buildAna>>;
beforeAll(async () => {
  ana = await buildAna(server.current.db);
});

const stats = async (variables: Record<string, unknown>, token?: string) =>
  server.current.graphql<StatsData>(STATS, variables, { token });

describe('memberStats', () => {
  it('counts a year: listens (diary entries and recorded listens), checks, reviews and lists', async () => {
    const { body } = await stats({ username: ana.user.username, year: 2025 });
    expect(body.errors).toBeUndefined();
    const page = body.data?.memberStats;
    expect(page?.years).toEqual([2025, 2024]);
    expect(page?.hiddenReason).toBeNull();
    expect(page?.summary?.totals).toEqual({
      listens: 6,
      checks: 2,
      releaseChecks: 2,
      songChecks: 0,
      ratings: 2,
      reviews: 1,
      lists: 1,
      loved: 1,
      favorited: 1,
      listenDays: 6,
    });
    const periods = page?.summary?.periods ?? [];
    expect(periods).toHaveLength(12);
    expect(periods[2]).toEqual({ period: '2025-03', listens: 5, checks: 1 });
    expect(periods[6]).toEqual({ period: '2025-07', listens: 0, checks: 1 });
    expect(periods[7]).toEqual({ period: '2025-08', listens: 1, checks: 0 });
  });

  it("counts a song's listen and a diary entry on it dated that day as one listen (an imported row with a review gives both)", async () => {
    const session = await buildSession(server.current.db);
    const { songs } = await buildRelease(server.current.db, { tracks: 1, year: 2001 });
    const song = songs[0];
    if (!song) throw new Error('no song');
    await listen(server.current.db, session.user, '2024-05-01T21:30:00', {
      songId: song.id,
      artist: 'A',
      track: song.title,
    });
    await buildLog(server.current.db, { user: session.user, song, date: '2024-05-01', review: 'Great' });
    // Another day's entry on the same song is a listen of its own.
    await buildLog(server.current.db, { user: session.user, song, date: '2024-05-02' });
    const { body } = await stats({ username: session.user.username, year: 2024 }, session.token);
    expect(body.errors).toBeUndefined();
    expect(body.data?.memberStats.summary?.totals.listens).toBe(2);
    expect(body.data?.memberStats.summary?.periods[4]).toEqual({ period: '2024-05', listens: 2, checks: 0 });
  });

  it('ranks artists, genres and decades by listens and by checks', async () => {
    const summary = (await stats({ username: ana.user.username, year: 2025 })).body.data?.memberStats.summary;
    expect(summary?.topArtistsByListens).toEqual([
      { artistId: String(ana.old.artists[0]?.id), name: 'Alpha', count: 3 },
      { artistId: String(ana.fresh.artists[0]?.id), name: 'Beta', count: 2 },
      { artistId: null, name: 'Ghost Artist', count: 1 },
    ]);
    expect(summary?.topArtistsByChecks.map((a) => [a.name, a.count])).toEqual([
      ['Alpha', 1],
      ['Beta', 1],
    ]);
    expect(summary?.genresByListens).toEqual([
      { label: 'rock', count: 3 },
      { label: 'jazz', count: 2 },
    ]);
    expect(summary?.decadesByListens).toEqual([
      { label: '1990s', count: 3 },
      { label: '2020s', count: 2 },
    ]);
    expect(summary?.decadesByChecks).toEqual([
      { label: '1990s', count: 1 },
      { label: '2020s', count: 1 },
    ]);
  });

  it('spreads ratings over half stars, lists the loved (favorites first) and finds the longest streak', async () => {
    const summary = (await stats({ username: ana.user.username, year: 2025 })).body.data?.memberStats.summary;
    expect(summary?.ratings).toHaveLength(10);
    expect(summary?.ratings.filter((b) => b.count > 0)).toEqual([
      { rating: 3, count: 1 },
      { rating: 4.5, count: 1 },
    ]);
    expect(summary?.loved.map((item) => [item.itemId, item.favorited])).toEqual([
      [String(ana.fresh.release.id), true],
      [String(ana.old.release.id), false],
    ]);
    expect(summary?.longestStreak).toEqual({ days: 5, start: '2025-03-10', end: '2025-03-14' });
  });

  it('all time counts every year, by year', async () => {
    const page = (await stats({ username: ana.user.username })).body.data?.memberStats;
    expect(page?.year).toBeNull();
    expect(page?.summary?.totals.listens).toBe(7);
    expect(page?.summary?.totals.checks).toBe(3);
    expect(page?.summary?.periods).toEqual([
      { period: '2024', listens: 1, checks: 1 },
      { period: '2025', listens: 6, checks: 2 },
    ]);
    expect(page?.summary?.ratings.find((b) => b.rating === 4.5)?.count).toBe(2);
  });

  it('refuses a year outside 1900 to next year, and an unknown member', async () => {
    for (const year of [1899, new Date().getUTCFullYear() + 2]) {
      const { body } = await stats({ username: ana.user.username, year });
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'year' });
    }
    const review = await server.current.graphql(REVIEW, { username: ana.user.username, year: 1800 });
    expect(review.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await stats({ username: 'nobody-by-that-name' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknownReview = await server.current.graphql(REVIEW, {
      username: 'nobody-by-that-name',
      year: 2025,
    });
    expect(unknownReview.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('yearInReview', () => {
  it('answers the headline numbers against the year before, with deltas', async () => {
    const { body } = await server.current.graphql<ReviewData>(REVIEW, {
      username: ana.user.username,
      year: 2025,
    });
    expect(body.errors).toBeUndefined();
    const review = body.data?.yearInReview?.review;
    expect(review?.totals).toEqual({
      listens: 6,
      checks: 2,
      newReleasesHeard: 1,
      reviews: 1,
      lists: 1,
      hours: 0.2,
    });
    expect(review?.previous).toEqual({
      listens: 1,
      checks: 1,
      newReleasesHeard: 0,
      reviews: 0,
      lists: 0,
      hours: 0.1,
    });
    expect(review?.deltas.find((d) => d.key === 'listens')).toEqual({
      key: 'listens',
      current: 6,
      previous: 1,
      change: 5,
      percent: 500,
    });
    expect(review?.deltas.find((d) => d.key === 'reviews')?.percent).toBeNull();
  });

  it('ranks the year’s albums, songs and artists, its highest rated, and first listens vs relistens', async () => {
    const review = (
      await server.current.graphql<ReviewData>(REVIEW, { username: ana.user.username, year: 2025 })
    ).body.data?.yearInReview?.review;
    expect(review?.topAlbums.map((a) => [a.itemId, a.listens, a.checks])).toEqual([
      [String(ana.old.release.id), 3, 1],
      [String(ana.fresh.release.id), 2, 1],
    ]);
    expect(review?.topSongs.map((s) => [s.itemId, s.listens, s.checks])).toEqual([
      [String(ana.song.id), 1, 0],
    ]);
    expect(review?.topArtists).toEqual([
      { name: 'Alpha', count: 4 },
      { name: 'Beta', count: 3 },
      { name: 'Ghost Artist', count: 1 },
    ]);
    expect(review?.highestRated).toEqual([
      { itemId: String(ana.old.release.id), rating: 4.5 },
      { itemId: String(ana.fresh.release.id), rating: 3 },
    ]);
    // First: Alpha's album on 03-10, Beta's on 03-12, the unmatched track; the song was logged in 2024.
    expect([review?.firstListens, review?.relistens]).toEqual([3, 3]);
    expect(review?.months[2]).toEqual({ period: '2025-03', listens: 5, checks: 1 });
  });
});

describe('who sees the stats', () => {
  it('a member who turned "Show my stats" off: hidden from others, still theirs to see', async () => {
    const { db } = server.current;
    const hidden = await buildSession(db, { user: await buildUser(db, { showStats: false }) });
    await buildLog(db, { user: hidden.user, date: '2025-02-02' });
    const other = await buildSession(db);
    for (const token of [undefined, other.token]) {
      const page = (await stats({ username: hidden.user.username, year: 2025 }, token)).body.data
        ?.memberStats;
      expect(page?.hiddenReason).toBe('HIDDEN_BY_MEMBER');
      expect(page?.summary).toBeNull();
      const review = await server.current.graphql<ReviewData>(
        REVIEW,
        { username: hidden.user.username, year: 2025 },
        { token },
      );
      expect(review.body.data?.yearInReview?.hiddenReason).toBe('HIDDEN_BY_MEMBER');
      expect(review.body.data?.yearInReview?.review).toBeNull();
    }
    const own = (await stats({ username: hidden.user.username, year: 2025 }, hidden.token)).body.data
      ?.memberStats;
    expect(own?.hiddenReason).toBeNull();
    expect(own?.onlyYouSee).toBe(true);
    expect(own?.summary?.totals.listens).toBe(1);
  });

  it('the setting is saved from Settings and read back by the member only', async () => {
    const { db } = server.current;
    const member = await buildSession(db);
    const saved = await server.current.graphql<{ updatePrivacySettings: { showStats: boolean } }>(
      'mutation { updatePrivacySettings(showStats: false) { showStats } }',
      {},
      { token: member.token },
    );
    expect(saved.body.data?.updatePrivacySettings.showStats).toBe(false);
    const seen = await stats({ username: member.user.username });
    expect(seen.body.data?.memberStats.hiddenReason).toBe('HIDDEN_BY_MEMBER');
  });

  it('a private profile shows its stats to friends only', async () => {
    const { db } = server.current;
    const owner = await buildSession(db, { user: await buildUser(db, { isPrivate: true }) });
    await buildLog(db, { user: owner.user, date: '2025-02-02' });
    const friend = await buildSession(db);
    await buildFollow(db, owner.user, friend.user);
    await buildFollow(db, friend.user, owner.user);
    const follower = await buildSession(db);
    await buildFollow(db, follower.user, owner.user);
    for (const token of [undefined, follower.token]) {
      const page = (await stats({ username: owner.user.username }, token)).body.data?.memberStats;
      expect(page?.hiddenReason).toBe('PRIVATE_PROFILE');
      expect(page?.summary).toBeNull();
    }
    const seen = (await stats({ username: owner.user.username }, friend.token)).body.data?.memberStats;
    expect(seen?.hiddenReason).toBeNull();
    expect(seen?.summary?.totals.listens).toBe(1);
  });
});

describe('statements per stats page', () => {
  it('each page is the same few statements for 3 listens as for 60', async () => {
    const { db } = server.current;
    const counts: number[][] = [];
    for (const size of [3, 60]) {
      const member = await buildSession(db);
      const artist = await buildArtist(db);
      for (let i = 0; i < size; i++) {
        const { release } = await buildRelease(db, {
          artists: [artist],
          year: 1990 + (i % 30),
          genres: [`g${i % 7}`],
        });
        const day = `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
        await buildCheck(db, {
          user: member.user,
          release,
          checkedAt: at(`${day}T09:00:00`),
          rating: ((i % 10) + 1) / 2,
        });
        await buildLog(db, { user: member.user, release, date: day, review: i % 3 ? null : 'Words' });
      }
      const page = await server.current.recorded<StatsData>(STATS, {
        username: member.user.username,
        year: 2025,
      });
      expect(page.body.data?.memberStats.summary?.totals.listens).toBe(size);
      const all = await server.current.recorded(STATS, { username: member.user.username });
      const review = await server.current.recorded<ReviewData>(REVIEW, {
        username: member.user.username,
        year: 2025,
      });
      expect(review.body.data?.yearInReview?.review?.totals.listens).toBe(size);
      // PostgreSQL's driver logs the transaction's begin and commit too; PGlite's does not.
      const queries = (statements: Array<{ sql: string }>) =>
        statements.filter((statement) => !/^\s*(begin|commit)\b/i.test(statement.sql)).length;
      counts.push([queries(page.statements), queries(all.statements), queries(review.statements)]);
    }
    expect(counts[1]).toEqual(counts[0]);
    // A first view: the member's row, the cached page's look-up (none), every section in one
    // statement (after `set local jit = off`), and the page stored; test/stats-cache.test.ts has the repeat views.
    expect(counts[0]).toEqual([5, 5, 5]);
  });
});
