import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { OpenedDb } from '../src/db/open-db.ts';
import { DEMO_USER, isDatabaseEmpty, seedDemo } from '../src/seed/index.ts';
import { resetDatabase } from '../src/seed/reset.ts';
import { SEEDED_TABLES } from '../src/seed/tables.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { openTestDb } from './test-server.ts';

const SIZE = 200;

async function rows<T>(opened: OpenedDb, query: string): Promise<T[]> {
  const result = await opened.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

async function digests(opened: OpenedDb): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await rows<{ d: string }>(
      opened,
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t`,
    );
    out[table] = row?.d ?? '';
  }
  return out;
}

describe('seedDemo', () => {
  let opened: OpenedDb;
  let drop: () => Promise<void>;
  const runs: Array<Record<string, string>> = [];

  // Seeds twice into the file's own database, resetting it in between (one start, not two).
  beforeAll(async () => {
    ({ opened, drop } = await openTestDb());
    for (let run = 0; run < 2; run++) {
      if (run > 0) await resetDatabase(opened.db);
      await migrate(opened);
      expect(await isDatabaseEmpty(opened.db)).toBe(true);
      await seedDemo(opened.db, { size: SIZE });
      runs.push(await digests(opened));
    }
  }, 480_000);

  afterAll(async () => {
    await opened.close();
    await drop();
  });

  const first = () => opened;

  it('writes identical data, ids included, every time', async () => {
    expect(runs[0]).toEqual(runs[1]);
    expect(Object.values(runs[0] ?? {})).not.toContain('d41d8cd98f00b204e9800998ecf8427e');
    expect(await isDatabaseEmpty(first().db)).toBe(false);
  });

  it("gives artists MusicBrainz's types: bands are groups, people persons, Various Artists other", async () => {
    const types = await rows<{ type: string | null; n: number }>(
      opened,
      'select type::text, count(*)::int as n from artists group by type order by type nulls last',
    );
    expect(types.map((t) => t.type)).toEqual(['GROUP', 'OTHER', 'PERSON', null]);
    expect(await rows(opened, "select type from artists where name = 'Various Artists'")).toEqual([
      { type: 'OTHER' },
    ]);
  });

  it("gives every credit row its release's types, year and date, and leaves their trigger on", async () => {
    // The seed writes these copies itself with the trigger off (seed/paused-triggers.ts).
    const [copies] = await rows<{ n: number; differ: number }>(
      first(),
      `select count(*)::int as n, count(*) filter (where (ra.release_primary_type, ra.release_secondary_types,
          ra.release_year, ra.release_date) is distinct from (r.primary_type, r.secondary_types, r.year, r.release_date))::int as differ
        from release_artists ra join releases r on r.id = ra.release_id`,
    );
    expect(copies?.n).toBeGreaterThan(SIZE);
    expect(copies?.differ).toBe(0);
    expect(
      await rows(first(), "select tgenabled from pg_trigger where tgname = 'release_artists_take_release'"),
    ).toEqual([{ tgenabled: 'O' }]);
  });

  it('leaves every counter equal to the rows it counts', async () => {
    expect(await counterMismatches(first().db)).toEqual(NO_MISMATCHES);
    const [busy] = await rows<{ n: number }>(first(), 'select max(number_of_checks)::int n from users');
    expect(busy?.n).toBeGreaterThan(0);
  });

  it('creates the demo member with the demo password, and the deleted-member placeholder', async () => {
    const [demo] = await rows<{ password_hash: string; is_admin: boolean; email: string }>(
      first(),
      `select password_hash, is_admin, email from users where username = '${DEMO_USER.username}'`,
    );
    expect(demo?.is_admin).toBe(false);
    expect(demo?.email).toBe(DEMO_USER.email);
    expect(await verify(demo?.password_hash ?? '', DEMO_USER.password)).toBe(true);
    expect(demo?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [placeholder] = await rows<{ is_placeholder: boolean; password_hash: string | null }>(
      first(),
      `select is_placeholder, password_hash from users where username = 'deleted-member'`,
    );
    expect(placeholder).toEqual({ is_placeholder: true, password_hash: null });
  });

  it('lets nobody but the demo member sign in, and makes no one who can sign in an admin', async () => {
    const [accounts] = await rows<{ with_password: number; admins_with_password: number; staff: number }>(
      first(),
      `select count(*) filter (where password_hash is not null)::int with_password,
         count(*) filter (where password_hash is not null and (is_admin or is_support))::int admins_with_password,
         count(*) filter (where is_admin)::int staff
       from users`,
    );
    expect(accounts).toEqual({ with_password: 1, admins_with_password: 0, staff: 1 });
  });

  it("rings the demo member's bell for their latest followers and upvotes, the newest unseen", async () => {
    const kinds = await rows<{ kind: string; n: number; unseen: number; stale: number }>(
      first(),
      `select n.kind::text as kind, count(*)::int n, count(*) filter (where viewed_at is null)::int unseen,
         count(*) filter (where n.kind = 'FOLLOWED' and not exists (select 1 from follows f
           where f.follower_id = n.actor_id and f.followee_id = n.user_id))::int
         + count(*) filter (where n.kind = 'UPVOTED' and not exists (select 1 from log_upvotes u
           where u.user_id = n.actor_id and u.log_id = n.log_id and u.type = n.upvote_type))::int stale
       from notifications n where n.user_id = ${DEMO_USER.id} and n.kind in ('FOLLOWED', 'UPVOTED')
       group by n.kind order by n.kind`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['FOLLOWED', 'UPVOTED']);
    for (const row of kinds) {
      expect(row.n).toBeGreaterThan(0);
      expect(row.n).toBeLessThanOrEqual(12);
      expect(row.unseen).toBe(Math.min(row.n, 3));
      expect(row.stale).toBe(0);
    }
    // Every stored notification names who did it (recommendations from a list excepted).
    const [orphans] = await rows<{ n: number }>(
      first(),
      `select count(*)::int n from notifications n
       where n.actor_id is null and not exists (select 1 from recommendations r
         where r.id = n.recommendation_id and r.source_list_id is not null)`,
    );
    expect(orphans?.n).toBe(0);
  });

  it('makes two profiles private: one a friend of the demo member, one a stranger to them', async () => {
    const [privacy] = await rows<{ private: number; friends: number }>(
      first(),
      `select count(*)::int private,
         count(*) filter (where exists (select 1 from follows f where f.follower_id = 1 and f.followee_id = u.id)
           and exists (select 1 from follows b where b.follower_id = u.id and b.followee_id = 1))::int friends
       from users u where is_private`,
    );
    expect(privacy).toEqual({ private: 2, friends: 1 });
  });

  it('makes some members supporters of each tier and one past due, but not the demo member', async () => {
    const [subs] = await rows<Record<string, number>>(
      first(),
      `select count(*) filter (where tier = 'FAN' and status = 'active')::int fans,
         count(*) filter (where tier = 'VIP' and status = 'active')::int vips,
         count(*) filter (where status = 'past_due')::int past_due,
         count(*) filter (where user_id <= 3)::int staff_or_demo
       from subscriptions`,
    );
    expect(subs?.fans).toBeGreaterThan(0);
    expect(subs?.vips).toBeGreaterThan(0);
    expect(subs?.past_due).toBeGreaterThan(0);
    expect(subs?.staff_or_demo).toBe(0);
  });

  it('has one official charts list, featured lists and each kind of favorites list', async () => {
    const [lists] = await rows<Record<string, number>>(
      first(),
      `select count(*) filter (where is_chart and is_official)::int charts,
         count(*) filter (where is_featured)::int featured,
         count(distinct favorite_kind)::int kinds,
         count(*) filter (where is_official and not is_personal and curator is not null)::int official
       from lists`,
    );
    expect(lists).toMatchObject({ charts: 1, kinds: 3 });
    expect(lists?.featured).toBeGreaterThanOrEqual(3);
    expect(lists?.official).toBeGreaterThanOrEqual(10);
  });

  it('names no two lists of one owner alike (an export names a liked list by its owner and name)', async () => {
    const same = await rows<{ name: string }>(
      first(),
      `select name from lists group by created_by_user_id, name having count(*) > 1`,
    );
    expect(same).toEqual([]);
  });

  it('checks the song of every listen, as the listens module does with a listen it stores', async () => {
    const [listened] = await rows<{ listens: number; unchecked: number }>(
      first(),
      `select count(*)::int listens,
         count(*) filter (where not exists (select 1 from user_songs s
           where s.user_id = l.user_id and s.song_id = l.song_id and s.checked_at is not null))::int unchecked
       from listens l where l.song_id is not null`,
    );
    expect(listened?.listens).toBeGreaterThan(0);
    expect(listened?.unchecked).toBe(0);
  });

  it('gives lists sections (with unsectioned items), descriptions, likes and follows, within the rules', async () => {
    const [lists] = await rows<Record<string, number>>(
      first(),
      `select (select count(*) from list_sections)::int sections,
         (select count(*) from list_sections where description is not null)::int described_sections,
         (select count(*) from list_items i where i.section_id is null
            and exists (select 1 from list_sections s where s.list_id = i.list_id))::int unsectioned_in_sectioned,
         (select count(*) from list_items where description is not null)::int described_items,
         (select count(*) from list_likes)::int likes,
         (select count(*) from list_follows)::int follows,
         (select count(*) from list_likes k join lists l on l.id = k.list_id
            where l.created_by_user_id = k.user_id)::int own_likes,
         (select count(*) from list_follows f join lists l on l.id = f.list_id
            where l.favorite_kind = 'favorite-artists')::int artist_follows`,
    );
    expect(lists).toMatchObject({ own_likes: 0, artist_follows: 0 });
    for (const key of [
      'sections',
      'described_sections',
      'unsectioned_in_sectioned',
      'described_items',
      'likes',
      'follows',
    ])
      expect(lists?.[key], key).toBeGreaterThan(0);
  });

  it("numbers every list's items and sections from 0 without gaps, as a list saved in the app is (the page shows #1 first)", async () => {
    const [positions] = await rows<Record<string, number>>(
      first(),
      `select
         (select count(*) from (select list_id, min(position) m, max(position) x, count(*) n
            from list_items group by list_id) l where l.m <> 0 or l.x <> l.n - 1)::int items_off,
         (select count(*) from (select list_id, min(position) m, max(position) x, count(*) n
            from list_sections group by list_id) l where l.m <> 0 or l.x <> l.n - 1)::int sections_off,
         (select count(*) from list_items)::int items`,
    );
    expect(positions?.items).toBeGreaterThan(0);
    expect(positions).toMatchObject({ items_off: 0, sections_off: 0 });
  });

  it('moves every id sequence past the seeded ids', async () => {
    const [row] = await rows<{ id: number; max: number }>(
      first(),
      `with inserted as (insert into artists (name) values ('New Artist') returning id)
       select (select id from inserted) id, (select max(id) from artists) max`,
    );
    expect(row?.id).toBeGreaterThan(300);
  });

  it('gives the demo member a past Last.fm import: three rows to review, one skipped, four found at MusicBrainz', async () => {
    const [job] = await rows<{
      format: string;
      status: string;
      unmatched: number;
      skipped: number;
      fetched: number;
      kept_rows: string;
    }>(
      first(),
      `select j.format, j.status, j.unmatched, j.skipped, j.fetched,
         (select string_agg(r.status, ',' order by r.row_number) from import_job_rows r where r.job_id = j.id) kept_rows
       from import_jobs j join users u on u.id = j.user_id where u.username = '${DEMO_USER.username}'`,
    );
    expect(job).toEqual({
      format: 'lastfm',
      status: 'done',
      unmatched: 3,
      skipped: 1,
      fetched: 4,
      kept_rows: 'skipped,unmatched,unmatched,unmatched',
    });
    const [next] = await rows<{ id: number }>(
      first(),
      `insert into import_jobs (user_id, format, file_path, file_name) values (1, 'plain', '', 'x.csv') returning id`,
    );
    expect(next?.id).toBeGreaterThan(1);
  });
});
