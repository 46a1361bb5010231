import { sql } from 'drizzle-orm';
import { openDb } from '../../../packages/server/src/db/open-db.ts';
import { memberStats, yearReview } from '../../../packages/server/src/modules/stats/index.ts';
import { percentiles, type Timing } from '../percentiles.ts';

export const STATS_MEMBER = 'stats_bench';
const CHECKS = 20_000;
const LOGS = 3_000;
const LISTENS = 15_000;
/**
 * Timed first views per page and kind of write: 40, so the p95 is the 39th of 40 views rather than
 * the slowest (with 15, as before session 18, the p95 was the maximum).
 */
const COLD_VIEWS = 40;

/** `runs` timed runs after `warmUps`; `before` (untimed) precedes each. */
async function time(
  run: () => Promise<unknown>,
  before = async () => {},
  warmUps = 5,
  runs = 60,
): Promise<Timing> {
  for (let i = 0; i < warmUps; i++) {
    await before();
    await run();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

/**
 * The bench member (made once per database): 20,000 checks (release and song rows, checked across
 * 2024 to 2026, most rated, some loved or favorited), 3,000 dated logs and 15,000 listens. Needs a
 * database seeded with at least 8,000 releases and 12,000 songs.
 */
async function benchMember(db: Awaited<ReturnType<typeof openDb>>['db']): Promise<number> {
  const found = await db.execute(sql`select id from users where username = ${STATS_MEMBER}`);
  const existing = (found as unknown as { rows: Array<{ id: number }> }).rows[0];
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const made = await tx.execute(sql`insert into users (username, email)
    values (${STATS_MEMBER}, ${`${STATS_MEMBER}@bench.test`}) returning id`);
    const id = (made as unknown as { rows: Array<{ id: number }> }).rows[0]?.id ?? 0;
    const releases = Math.round(CHECKS * 0.4);
    // Checks spread over ~1,050 days to 2026-11-20; a rating on 3 of 5, a reaction on 1 of 5 (rows `t`, numbered n).
    const day = sql`timestamptz '2026-11-20' - ((t.n * 7919) % 1050) * interval '1 day'`;
    const state = sql`${day}, case when t.n % 5 < 3 then ((t.n % 10) + 1) / 2.0 end,
    case when t.n % 5 = 0 then (array['LIKED','LOVED','FAVORITED'])[(t.n / 5) % 3 + 1]::reaction end, ${day}`;
    await tx.execute(sql`insert into user_releases (user_id, release_id, checked_at, rating, reaction, reacted_at)
    select ${id}, t.id, ${state}
    from (select id, row_number() over (order by id) as n from releases order by id limit ${releases}) t`);
    await tx.execute(sql`insert into user_songs (user_id, song_id, checked_at, rating, reaction, reacted_at)
    select ${id}, t.id, ${state}
    from (select id, row_number() over (order by id) as n from songs order by id limit ${CHECKS - releases}) t`);
    await tx.execute(sql`insert into logs (user_id, item_type, release_id, date, rating, review)
    select ${id}, 'RELEASE', r.id, date '2026-11-20' - ((r.n * 31) % 1050)::int, ((r.n % 10) + 1) / 2.0,
      case when r.n % 4 = 0 then 'A bench review, number ' || r.n end
    from (select id, row_number() over (order by id) as n from releases order by id limit ${LOGS}) r`);
    await tx.execute(sql`insert into listens (user_id, song_id, release_id, listened_at, artist_name, track_name, source)
    select ${id}, s.id, s.release_id, timestamptz '2026-11-20' - ((g * 6007) % 1050) * interval '1 day' + g * interval '1 second',
      s.artist_name, s.title, 'api'
    from generate_series(1, ${LISTENS}) g
    join (select id, release_id, artist_name, title, row_number() over (order by id) as n
      from songs order by id limit 12000) s on s.n = g % 12000 + 1`);
    return id;
  });
}

/**
 * Stats and year in review for a member with 20,000 checks, each page timed one at a time cold (just
 * after a write of the member's: computed from the month summaries and stored), after a listen (its
 * month computed again) and warm (a repeat view, from the cache), on a database seeded with
 * `npm run seed -- --size N` (N ≥ 8,000) and migrated.
 */
export async function benchStats(databaseUrl: string, record: (name: string, value: string) => void) {
  const opened = await openDb({ databaseUrl });
  try {
    const id = await benchMember(opened.db);
    await opened.db.execute(sql`analyze user_releases, user_songs, logs, listens`);
    const counts = await opened.db.execute(sql`select
      (select count(*) from user_releases where user_id = ${id} and checked_at is not null)
      + (select count(*) from user_songs where user_id = ${id} and checked_at is not null) as checks,
      (select count(*) from releases) as releases`);
    const row = (counts as unknown as { rows: Array<{ checks: string; releases: string }> }).rows[0];
    const what = `member with ${Number(row?.checks).toLocaleString('en-US')} checks, ${LOGS.toLocaleString('en-US')} logs, ${LISTENS.toLocaleString('en-US')} listens; ${Number(row?.releases).toLocaleString('en-US')} releases`;
    // Cold: the first view after a write of the member's that moves no month (one of their ratings
    // rewritten, which moves their stats_version), so the page is computed from the stored months;
    // after a listen: the first view after a listen on the member's latest day, so that month is
    // computed again too (the common write of an active member); warm: a repeat view, from member_stats_cache.
    const write = async () => {
      await opened.db.execute(sql`update user_releases set rating = rating
        where user_id = ${id} and release_id = (select min(release_id) from user_releases where user_id = ${id})`);
    };
    // A listen at a time of that day no run of the bench used before (the clock's seconds, to the microsecond).
    let listens = 0;
    const listen = async () => {
      listens += 1;
      await opened.db.execute(sql`insert into listens (user_id, song_id, release_id, listened_at, artist_name, track_name, source)
        select ${id}, s.id, s.release_id,
          timestamptz '2026-11-20 12:00:00+00' + (extract(epoch from clock_timestamp()) % 36000) * interval '1 second',
          s.artist_name, s.title, 'api'
        from songs s order by s.id limit 1 offset ${listens % 100}`);
    };
    const pages: Array<[string, () => Promise<unknown>]> = [
      [`stats page, one year (${what})`, () => memberStats(opened.db, id, 2025)],
      ['stats page, all time (same member)', () => memberStats(opened.db, id, null)],
      ['year in review 2025 (same member)', () => yearReview(opened.db, id, 2025)],
    ];
    for (const [name, page] of pages) {
      const cold = await time(page, write, 1, COLD_VIEWS);
      const warm = await time(page);
      record(
        name,
        `cold p50 ${cold.p50} ms, p95 ${cold.p95} ms, max ${cold.max} ms (n ${cold.n}); warm p50 ${warm.p50} ms, p95 ${warm.p95} ms (budget p95 ≤ 100 ms)`,
      );
    }
    const afterListen: Array<[string, () => Promise<unknown>]> = [
      ['stats page, one year (2026), first view after a listen', () => memberStats(opened.db, id, 2026)],
      ['stats page, all time, first view after a listen', () => memberStats(opened.db, id, null)],
      ['year in review 2026, first view after a listen', () => yearReview(opened.db, id, 2026)],
    ];
    for (const [name, page] of afterListen) {
      const cold = await time(page, listen, 1, COLD_VIEWS);
      record(
        name,
        `p50 ${cold.p50} ms, p95 ${cold.p95} ms, max ${cold.max} ms (n ${cold.n}) (budget p95 ≤ 100 ms)`,
      );
    }
  } finally {
    await opened.close();
  }
}
