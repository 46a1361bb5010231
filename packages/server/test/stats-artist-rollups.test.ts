import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import type { UserRow } from '../src/db/rows.ts';
import { selectRows } from '../src/db/select-rows.ts';
import { memberStats, yearReview } from '../src/modules/stats/index.ts';
import { buildArtist, buildRelease, buildSession } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

/** A listen of a release (its credited artists count) or, with no release, of an unmatched artist's track. */
async function listen(db: Db, user: UserRow, at: string, releaseId: number | null, artistName = 'Someone') {
  await db.execute(sql`insert into listens (user_id, release_id, listened_at, artist_name, track_name, source)
    values (${user.id}, ${releaseId}, ${new Date(`${at}Z`)}, ${artistName}, 'A track', 'api')`);
}

type Rollup = { through: string; versions: number; computedAt: string; artists: number };

async function rollups(db: Db, user: UserRow): Promise<Record<string, Rollup>> {
  const rows = await selectRows<Rollup & { from: string }>(
    db,
    sql`select from_month::text as "from", through_month::text as through, versions::int as versions,
      computed_at::text as "computedAt", cardinality(artist_ids) as artists
    from member_stats_artist_rollups where user_id = ${user.id}`,
  );
  return Object.fromEntries(rows.map(({ from, ...rollup }) => [from, rollup]));
}

/** The pages computed from the member's rows alone: stored months, sums and pages dropped first. */
async function fresh<T>(db: Db, user: UserRow, page: () => Promise<T>): Promise<T> {
  for (const table of ['member_stats_months', 'member_stats_artist_rollups', 'member_stats_cache']) {
    await db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${user.id}`);
  }
  return page();
}

async function member(db: Db) {
  const { user } = await buildSession(db);
  const [early, late] = [
    await buildArtist(db, { name: 'Early Artist' }),
    await buildArtist(db, { name: 'Late Artist' }),
  ];
  const earlyAlbum = (await buildRelease(db, { artists: [early] })).release;
  const lateAlbum = (await buildRelease(db, { artists: [late] })).release;
  // 2024: three listens of the early artist, one of the late one, two of an unmatched artist.
  for (const day of ['2024-03-01', '2024-03-02', '2024-07-01'])
    await listen(db, user, `${day}T10:00:00`, earlyAlbum.id);
  await listen(db, user, '2024-07-02T10:00:00', lateAlbum.id);
  await listen(db, user, '2024-03-03T10:00:00', null, 'Someone');
  await listen(db, user, '2024-07-03T10:00:00', null, 'someone');
  // The latest month, 2025-01: one listen of the late artist.
  await listen(db, user, '2025-01-05T10:00:00', lateAlbum.id);
  return { user, earlyAlbum, lateAlbum };
}

/** The ranking as `name count`; an unmatched artist shows one of its spellings (which depends on the collation). */
const names = (artists: Array<{ name: string; count: number }>) =>
  artists.map(({ name, count }) => `${name.toLowerCase()} ${count}`);

describe('the artists of the months before the latest, kept per member and range', () => {
  it('a listen in the latest month adds to the kept sums; a write before it sums them again', async () => {
    const { db } = server.current;
    const { user, earlyAlbum, lateAlbum } = await member(db);
    const allTime = () => memberStats(db, user.id, null);

    const first = await allTime();
    expect(names(first.topArtistsByListens)).toEqual(['early artist 3', 'late artist 2', 'someone 2']);
    const kept = (await rollups(db, user))['1900-01-01'];
    // The sums cover 2024 (the two months before 2025-01): two catalog artists and one reported name.
    expect(kept).toMatchObject({ through: '2025-01-01', artists: 3 });

    // Two more listens in the latest month: the kept sums are used as they are, the month added.
    await listen(db, user, '2025-01-06T10:00:00', lateAlbum.id);
    await listen(db, user, '2025-01-07T10:00:00', null, 'SOMEONE');
    const second = await allTime();
    expect(names(second.topArtistsByListens)).toEqual(['early artist 3', 'late artist 3', 'someone 3']);
    expect((await rollups(db, user))['1900-01-01']).toEqual(kept);
    expect(second).toEqual(await fresh(db, user, allTime));

    // A listen in 2024 moves a month before the latest: the sums are summed again.
    await listen(db, user, '2024-07-04T10:00:00', earlyAlbum.id);
    const third = await allTime();
    expect(names(third.topArtistsByListens)).toEqual(['early artist 4', 'late artist 3', 'someone 3']);
    const again = (await rollups(db, user))['1900-01-01'];
    expect(again?.versions).toBeGreaterThan(kept?.versions ?? 0);
    expect(third).toEqual(await fresh(db, user, allTime));

    // A listen in a later month makes 2025-01 one of the months before: the sums cover it.
    await listen(db, user, '2025-03-01T10:00:00', earlyAlbum.id);
    const fourth = await allTime();
    expect(names(fourth.topArtistsByListens)).toEqual(['early artist 5', 'late artist 3', 'someone 3']);
    expect((await rollups(db, user))['1900-01-01']).toMatchObject({ through: '2025-03-01', artists: 3 });
    expect(fourth).toEqual(await fresh(db, user, allTime));
  });

  it('a year in review and a year’s page share the year’s sums, summed again after a day', async () => {
    const { db } = server.current;
    const { user, lateAlbum } = await member(db);
    const review = await yearReview(db, user.id, 2024);
    const year = await memberStats(db, user.id, 2024);
    expect(names(review.topArtists)).toEqual(['early artist 3', 'someone 2', 'late artist 1']);
    expect(names(year.topArtistsByListens)).toEqual(['early artist 3', 'someone 2', 'late artist 1']);
    // 2024's latest month is July: the sums cover March.
    expect((await rollups(db, user))['2024-01-01']).toMatchObject({ through: '2024-07-01', artists: 2 });

    await db.execute(sql`update member_stats_artist_rollups set computed_at = now() - interval '25 hours'
      where user_id = ${user.id}`);
    await listen(db, user, '2024-07-09T10:00:00', lateAlbum.id);
    const later = await memberStats(db, user.id, 2024);
    const summedAgain = (await rollups(db, user))['2024-01-01'];
    expect(Date.parse(summedAgain?.computedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(names(later.topArtistsByListens)).toEqual(['early artist 3', 'late artist 2', 'someone 2']);
    expect(later).toEqual(await fresh(db, user, () => memberStats(db, user.id, 2024)));
  });
});
