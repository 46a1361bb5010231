import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import type { OpenedDb } from '../src/db/open-db.ts';
import { DEMO_USER, isDatabaseEmpty, seedDemo } from '../src/seed/index.ts';
import { resetDatabase } from '../src/seed/reset.ts';
import { SEEDED_TABLES } from '../src/seed/tables.ts';
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

/** Each counter recomputed independently (correlated subqueries): the rows where they disagree. */
const COUNTER_CHECKS = {
  releases: `select count(*)::int n from releases r where
    number_of_checks <> (select count(*) from user_releases x where x.release_id = r.id and x.checked_at is not null)
    or number_of_likes <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'LIKED')
    or number_of_loves <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'LOVED')
    or number_of_favorites <> (select count(*) from user_releases x where x.release_id = r.id and x.reaction = 'FAVORITED')
    or number_of_lists <> (select count(distinct list_id) from list_items x where x.release_id = r.id)`,
  songs: `select count(*)::int n from songs s where
    number_of_checks <> (select count(*) from user_songs x where x.song_id = s.id and x.checked_at is not null)
    or number_of_likes <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'LIKED')
    or number_of_loves <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'LOVED')
    or number_of_favorites <> (select count(*) from user_songs x where x.song_id = s.id and x.reaction = 'FAVORITED')
    or number_of_lists <> (select count(distinct list_id) from list_items x where x.song_id = s.id)`,
  artists: `select count(*)::int n from artists a where
    number_of_favorites <> (select count(*) from user_artists x where x.artist_id = a.id)`,
  users: `select count(*)::int n from users u where
    number_of_checks <> (select count(*) from user_releases x where x.user_id = u.id and x.checked_at is not null)
      + (select count(*) from user_songs x where x.user_id = u.id and x.checked_at is not null)
    or number_of_followers <> (select count(*) from follows f where f.followee_id = u.id)
    or number_of_followees <> (select count(*) from follows f where f.follower_id = u.id)
    or number_of_lists <> (select count(*) from lists l where l.created_by_user_id = u.id)`,
  lists: `select count(*)::int n from lists l where
    items_count <> (select count(*) from list_items x where x.list_id = l.id)
    or release_count <> (select count(*) from list_items x where x.list_id = l.id and x.item_type = 'RELEASE')
    or song_count <> (select count(*) from list_items x where x.list_id = l.id and x.item_type = 'SONG')
    or number_of_likes <> (select count(*) from list_likes x where x.list_id = l.id)
    or number_of_follows <> (select count(*) from list_follows x where x.list_id = l.id)`,
  logs: `select count(*)::int n from logs l where
    review_upvote_count <> (select count(*) from log_upvotes x where x.log_id = l.id and x.type = 'review')
    or gratitude_upvote_count <> (select count(*) from log_upvotes x where x.log_id = l.id and x.type = 'gratitude')`,
};

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
  }, 120_000);

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

  it('leaves every counter equal to the rows it counts', async () => {
    for (const [table, query] of Object.entries(COUNTER_CHECKS)) {
      const [row] = await rows<{ n: number }>(first(), query);
      expect({ table, mismatches: row?.n }).toEqual({ table, mismatches: 0 });
    }
    const [busy] = await rows<{ n: number }>(first(), 'select max(number_of_checks)::int n from users');
    expect(busy?.n).toBeGreaterThan(0);
  });

  it('creates the demo member with the demo password, and the deleted-member placeholder', async () => {
    const [demo] = await rows<{ password_hash: string; is_admin: boolean; email: string }>(
      first(),
      `select password_hash, is_admin, email from users where username = '${DEMO_USER.username}'`,
    );
    expect(demo?.is_admin).toBe(true);
    expect(demo?.email).toBe(DEMO_USER.email);
    expect(await verify(demo?.password_hash ?? '', DEMO_USER.password)).toBe(true);
    expect(demo?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [placeholder] = await rows<{ is_placeholder: boolean; password_hash: string | null }>(
      first(),
      `select is_placeholder, password_hash from users where username = 'deleted-member'`,
    );
    expect(placeholder).toEqual({ is_placeholder: true, password_hash: null });
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

  it('moves every id sequence past the seeded ids', async () => {
    const [row] = await rows<{ id: number; max: number }>(
      first(),
      `with inserted as (insert into artists (name) values ('New Artist') returning id)
       select (select id from inserted) id, (select max(id) from artists) max`,
    );
    expect(row?.id).toBeGreaterThan(300);
  });
});
