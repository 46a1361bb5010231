import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.ts';
import type { UserRow } from '../src/db/rows.ts';
import { memberStats, yearReview } from '../src/modules/stats/index.ts';
import { buildArtist, buildCheck, buildLog, buildRelease, buildSession } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();
const postgres = process.env.TEST_DB === 'postgres';

const at = (text: string) => new Date(`${text}Z`);
const day = (index: number) =>
  `${2024 + (index % 2)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`;

/** A member with three albums of two songs by two artists, in three genres and decades. */
async function buildMember(db: Db) {
  const { user } = await buildSession(db);
  const artists = [await buildArtist(db), await buildArtist(db)];
  const albums = await Promise.all(
    [1977, 1994, 2024].map((year, index) =>
      buildRelease(db, {
        artists: [artists[index % 2] as (typeof artists)[number]],
        tracks: 2,
        year,
        genres: [`genre ${index}`],
      }),
    ),
  );
  return { user, albums };
}
type Member = Awaited<ReturnType<typeof buildMember>>;

/** The three pages, through the stats cache and the month summaries as a view computes them. */
async function pages(db: Db, user: UserRow) {
  return Promise.all([
    memberStats(db, user.id, 2025),
    memberStats(db, user.id, null),
    yearReview(db, user.id, 2025),
  ]);
}

/** The three pages computed from the member's rows alone: their stored months, artist sums and pages dropped first. */
async function freshPages(db: Db, user: UserRow) {
  await db.execute(sql`delete from member_stats_months where user_id = ${user.id}`);
  await db.execute(sql`delete from member_stats_artist_rollups where user_id = ${user.id}`);
  await db.execute(sql`delete from member_stats_cache where user_id = ${user.id}`);
  return pages(db, user);
}

async function listen(db: Db, user: UserRow, when: Date, songId: number | null, track: string) {
  await db.execute(sql`insert into listens (user_id, song_id, listened_at, artist_name, track_name, source, duration_ms)
    values (${user.id}, ${songId}, ${when}, 'Someone', ${track}, 'api', 180000)`);
}

/** One of the member's writes, by number: listens, logs, checks, ratings, reactions and unchecks, across 2024–2025. */
function write(db: Db, { user, albums }: Member, index: number): Promise<unknown> {
  const album = albums[index % albums.length] as Member['albums'][number];
  const song = album.songs[index % 2] as Member['albums'][number]['songs'][number];
  const when = at(`${day(index)}T${String(index % 24).padStart(2, '0')}:00:00`);
  switch (index % 6) {
    case 0:
      return listen(db, user, when, song.id, song.title);
    case 1:
      return listen(db, user, when, null, `Unmatched ${index % 4}`);
    case 2:
      return buildLog(db, {
        user,
        release: album.release,
        date: day(index),
        listenedBefore: index % 4 === 0,
      });
    case 3:
      return db.execute(sql`insert into user_songs (user_id, song_id, checked_at, rating, rated_at)
        values (${user.id}, ${song.id}, ${when}, ${((index % 10) + 1) / 2}, ${when})
        on conflict (user_id, song_id) do update set rating = excluded.rating, rated_at = excluded.rated_at`);
    case 4:
      return db.execute(sql`insert into user_releases (user_id, release_id, checked_at, reaction, reacted_at)
        values (${user.id}, ${album.release.id}, ${when}, ${index % 4 ? 'LOVED' : 'FAVORITED'}, ${when})
        on conflict (user_id, release_id) do update set checked_at = excluded.checked_at,
          reaction = excluded.reaction, reacted_at = excluded.reacted_at`);
    default:
      return db.execute(sql`delete from user_songs where user_id = ${user.id} and song_id = ${song.id}`);
  }
}

describe('stats month summaries under concurrent writes', () => {
  it('60 writes across 24 months at once, with views among them, leave every page exact', async () => {
    const { db } = server.current;
    const member = await buildMember(db);
    await buildCheck(db, {
      user: member.user,
      release: member.albums[0]?.release,
      checkedAt: at('2024-02-02T10:00:00'),
    });
    await pages(db, member.user);
    const writes = Array.from({ length: 60 }, (_, index) => write(db, member, index));
    const views = Array.from({ length: 6 }, () => pages(db, member.user));
    await Promise.all([...writes, ...views]);
    const settled = await pages(db, member.user);
    expect(settled[2].totals.listens + settled[2].previous.listens).toBeGreaterThan(0);
    expect(settled).toEqual(await freshPages(db, member.user));
  });

  it.runIf(postgres)(
    'a page computed while a write is uncommitted is computed again once it commits',
    async () => {
      const { db } = server.current;
      const member = await buildMember(db);
      const song = member.albums[1]?.songs[0];
      if (!song) throw new Error('no song');
      await listen(db, member.user, at('2025-03-01T10:00:00'), song.id, song.title);
      const before = await pages(db, member.user);
      let commit = () => {};
      let written = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writing = db.transaction(async (tx) => {
        // The second listen of the song: a relisten, in a month already stored.
        await tx.execute(sql`insert into listens (user_id, song_id, listened_at, artist_name, track_name, source)
          values (${member.user.id}, ${song.id}, ${at('2025-03-02T10:00:00')}, 'Someone', ${song.title}, 'api')`);
        written();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await wrote;
      // Computed (the member's page cache is dropped) while the write holds the month's version row.
      await db.execute(sql`delete from member_stats_cache where user_id = ${member.user.id}`);
      await db.execute(sql`delete from member_stats_months where user_id = ${member.user.id}`);
      const during = await pages(db, member.user);
      expect(during).toEqual(before);
      commit();
      await writing;
      const after = await pages(db, member.user);
      expect(after[2].totals.listens).toBe(before[2].totals.listens + 1);
      expect([after[2].firstListens, after[2].relistens]).toEqual([1, 1]);
      expect(after).toEqual(await freshPages(db, member.user));
    },
  );
});
