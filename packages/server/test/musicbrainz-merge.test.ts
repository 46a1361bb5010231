import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { mergeItems } from '../src/import/merge-items.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import {
  buildCheck,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildSong,
  buildUser,
} from './factories.ts';
import {
  DARK_SIDE,
  DARK_SIDE_TITLE,
  type FakeMusicBrainz,
  startFakeMusicBrainz,
} from './musicbrainz-fake.ts';
import { useTestServer } from './test-server.ts';

/**
 * MusicBrainz merged a release group (or recording) into another and the catalog has both: a
 * refresh moves everything members made on the old row to the new one, recounts, and removes the
 * old row (merge rules: src/import/README.md). Against the fake MusicBrainz, on both databases.
 */

let fake: FakeMusicBrainz;
// Not the pace (musicbrainz-pace.test.ts): a tenth of a second between requests keeps the file quick.
const overrides: Partial<Config> = {
  supportEmail: 'support@earmark.test',
  musicbrainzTimeoutMs: 1_500,
  musicbrainzSpacingMs: 100,
};

beforeAll(async () => {
  fake = await startFakeMusicBrainz();
  overrides.musicbrainzUrl = fake.url;
});
afterAll(() => fake.close());

const api = useTestServer(overrides);

const BY_MBID = `query ReleaseByMbid($mbid: String!) { releaseByMusicBrainzId(mbid: $mbid) { note release { id title } } }`;
const RELEASE = `query Release($id: ID!) { release(id: $id) { id title } }`;
const REFRESH = `mutation Refresh($id: ID!) { refreshReleaseFromMusicBrainz(id: $id) { id title } }`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.current.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

type State = {
  user_id: number;
  checked: string | null;
  rating: number | null;
  reaction: string | null;
  deep_listened: boolean;
  purple_check: boolean;
  listen_to: string | null;
};

async function statesOf(releaseId: number): Promise<State[]> {
  return rows<State>(sql`select user_id, to_char(checked_at at time zone 'UTC', 'YYYY-MM-DD') as checked,
      rating, reaction::text as reaction, deep_listened, purple_check, listen_to::text as listen_to
    from user_releases where release_id = ${releaseId} order by user_id`);
}

describe('a release group MusicBrainz merged into another the catalog also has', () => {
  it("moves members' checks, logs, list entries and recommendations to the surviving row, with exact counts", async () => {
    const db = api.current.db;
    const token = (await buildSession(db)).token;
    const staff = (await buildSession(db, { user: await buildUser(db, { isAdmin: true }) })).token;

    // B: the group as MusicBrainz has it, imported on demand (10 tracks).
    const opened = await api.current.graphql<{ releaseByMusicBrainzId: { release: { id: string } } }>(
      BY_MBID,
      { mbid: DARK_SIDE },
      { token },
    );
    const b = Number(opened.body.data?.releaseByMusicBrainzId.release.id);
    expect(b).toBeGreaterThan(0);
    // A: an older duplicate entry of the same album, with two tracks of its own.
    const oldMbid = '0f0f0f0f-0000-4000-8000-00000000beef';
    const built = await buildRelease(db, { title: 'Dark Side (duplicate)', mbid: oldMbid, tracks: 2 });
    const a = built.release.id;
    const bRelease = { ...built.release, id: b };

    // Both: the older check, the more recent rating, the stronger reaction, either flag, the earlier For Later.
    const both = await buildUser(db);
    await buildCheck(db, {
      user: both,
      release: built.release,
      checkedAt: day('2020-01-01'),
      rating: 3,
      reaction: 'LOVED',
      purpleCheck: true,
    });
    await buildCheck(db, {
      user: both,
      release: bRelease,
      checkedAt: day('2021-06-01'),
      rating: 4,
      reaction: 'LIKED',
      deepListened: true,
    });
    await db.execute(
      sql`update user_releases set rated_at = '2019-01-01' where user_id = ${both.id} and release_id = ${a}`,
    );
    await db.execute(
      sql`update user_releases set rated_at = '2022-01-01' where user_id = ${both.id} and release_id = ${b}`,
    );
    // Also both, the other way round: A's rating is the more recent and B's reaction the stronger.
    const other = await buildUser(db);
    await buildCheck(db, {
      user: other,
      release: built.release,
      checkedAt: day('2023-03-03'),
      rating: 1.5,
      reaction: 'LIKED',
    });
    await buildCheck(db, {
      user: other,
      release: bRelease,
      checkedAt: day('2022-02-02'),
      rating: 5,
      reaction: 'FAVORITED',
    });
    await db.execute(
      sql`update user_releases set rated_at = '2023-03-03' where user_id = ${other.id} and release_id = ${a}`,
    );
    await db.execute(
      sql`update user_releases set rated_at = '2022-02-02' where user_id = ${other.id} and release_id = ${b}`,
    );
    // A only: a favorite; and a For Later entry without a check.
    const onlyA = await buildUser(db);
    await buildCheck(db, {
      user: onlyA,
      release: built.release,
      checkedAt: day('2024-04-04'),
      rating: 4.5,
      reaction: 'FAVORITED',
    });
    const later = await buildUser(db);
    await db.execute(sql`insert into user_releases (user_id, release_id, listen_to, listen_to_added_at)
      values (${later.id}, ${a}, 'FIRST_LISTEN', now())`);
    // B only.
    const onlyB = await buildUser(db);
    await buildCheck(db, { user: onlyB, release: bRelease, checkedAt: day('2025-05-05'), reaction: 'LIKED' });

    const logA1 = await buildLog(db, { user: both, release: built.release, review: 'First time.' });
    const logA2 = await buildLog(db, { user: onlyA, release: built.release, rating: 4.5 });
    const logB = await buildLog(db, { user: both, release: bRelease, review: 'Again.' });

    const x = (await buildRelease(db)).release;
    const y = (await buildRelease(db)).release;
    // A list with both (A higher, with a note), one with A only, one with both (B higher, without a note).
    const listBoth = await buildList(db, {
      user: both,
      items: [
        { release: x },
        { release: built.release, description: 'note on A' },
        { release: y },
        { release: bRelease },
      ],
    });
    const listA = await buildList(db, { user: onlyA, items: [{ release: built.release }, { release: x }] });
    const listBA = await buildList(db, {
      user: other,
      items: [{ release: bRelease }, { release: y }, { release: built.release, description: 'kept note' }],
    });

    const [rec] = await rows<{
      id: number;
    }>(sql`insert into recommendations (recipient_id, recommender_id, item_type, release_id)
      values (${onlyA.id}, ${onlyB.id}, 'RELEASE', ${a}) returning id`);
    const [note] = await rows<{
      id: number;
    }>(sql`insert into notifications (user_id, kind, actor_id, recommendation_id)
      values (${onlyA.id}, 'RECOMMENDED', ${onlyB.id}, ${rec?.id}) returning id`);

    fake.merged.set(oldMbid, DARK_SIDE);
    try {
      const { body } = await api.current.graphql<{
        refreshReleaseFromMusicBrainz: { id: string; title: string };
      }>(REFRESH, { id: String(a) }, { token: staff });
      expect(body.errors).toBeUndefined();
      expect(body.data?.refreshReleaseFromMusicBrainz).toEqual({ id: String(b), title: DARK_SIDE_TITLE });
    } finally {
      fake.merged.clear();
    }

    // A is gone, and nothing points at it.
    expect(await rows(sql`select id from releases where id = ${a}`)).toEqual([]);
    for (const table of [
      'user_releases',
      'logs',
      'list_items',
      'recommendations',
      'staff_actions',
      'tracks',
      'songs',
      'release_artists',
    ])
      expect(await rows(sql`select 1 from ${sql.raw(table)} where release_id = ${a}`), table).toEqual([]);

    expect(await statesOf(b)).toEqual(
      [
        {
          user_id: both.id,
          checked: '2020-01-01',
          rating: 4,
          reaction: 'LOVED',
          deep_listened: true,
          purple_check: true,
          listen_to: null,
        },
        {
          user_id: other.id,
          checked: '2022-02-02',
          rating: 1.5,
          reaction: 'FAVORITED',
          deep_listened: false,
          purple_check: false,
          listen_to: null,
        },
        {
          user_id: onlyA.id,
          checked: '2024-04-04',
          rating: 4.5,
          reaction: 'FAVORITED',
          deep_listened: false,
          purple_check: false,
          listen_to: null,
        },
        {
          user_id: later.id,
          checked: null,
          rating: null,
          reaction: null,
          deep_listened: false,
          purple_check: false,
          listen_to: 'FIRST_LISTEN',
        },
        {
          user_id: onlyB.id,
          checked: '2025-05-05',
          rating: null,
          reaction: 'LIKED',
          deep_listened: false,
          purple_check: false,
          listen_to: null,
        },
      ].sort((p, q) => p.user_id - q.user_id),
    );

    // Logs keep their ids.
    const logs = await rows<{ id: number }>(sql`select id from logs where release_id = ${b} order by id`);
    expect(logs.map((l) => Number(l.id))).toEqual([logA1.id, logA2.id, logB.id].sort((p, q) => p - q));

    // Lists: one entry each, positions 0… without gaps, counts recounted.
    const entries = async (listId: number) =>
      rows<{ release_id: number; position: number; description: string | null }>(
        sql`select release_id, position, description from list_items where list_id = ${listId} order by position`,
      );
    expect(await entries(listBoth.id)).toEqual([
      { release_id: x.id, position: 0, description: null },
      { release_id: b, position: 1, description: 'note on A' },
      { release_id: y.id, position: 2, description: null },
    ]);
    expect(await entries(listA.id)).toEqual([
      { release_id: b, position: 0, description: null },
      { release_id: x.id, position: 1, description: null },
    ]);
    expect(await entries(listBA.id)).toEqual([
      { release_id: b, position: 0, description: 'kept note' },
      { release_id: y.id, position: 1, description: null },
    ]);
    const counts = await rows<{ id: number; items_count: number; release_count: number }>(
      sql`select id, items_count, release_count from lists where id in (${listBoth.id}, ${listA.id}, ${listBA.id}) order by id`,
    );
    expect(counts).toEqual([
      { id: listBoth.id, items_count: 3, release_count: 3 },
      { id: listA.id, items_count: 2, release_count: 2 },
      { id: listBA.id, items_count: 2, release_count: 2 },
    ]);

    // Recommendation and its notification keep their ids; the recommendation is of B.
    expect(await rows(sql`select id, release_id from recommendations where id = ${rec?.id}`)).toEqual([
      { id: rec?.id, release_id: b },
    ]);
    expect(await rows(sql`select id from notifications where recommendation_id = ${rec?.id}`)).toEqual([
      { id: note?.id },
    ]);

    // A's songs now link to B; B keeps its own 10 tracks.
    const songs = await rows<{ release_id: number }>(
      sql`select release_id from songs where id in (${built.songs[0]?.id ?? 0}, ${built.songs[1]?.id ?? 0})`,
    );
    expect(songs).toEqual([{ release_id: b }, { release_id: b }]);
    expect(await rows(sql`select count(*)::int as n from tracks where release_id = ${b}`)).toEqual([
      { n: 10 },
    ]);

    // Counters exact: 4 checks (both, other, onlyA, onlyB), 1 like, 1 love, 2 favorites, 3 lists.
    expect(
      await rows(sql`select number_of_checks, number_of_likes, number_of_loves, number_of_favorites, number_of_lists
        from releases where id = ${b}`),
    ).toEqual([
      {
        number_of_checks: 4,
        number_of_likes: 1,
        number_of_loves: 1,
        number_of_favorites: 2,
        number_of_lists: 3,
      },
    ]);
    const checks = await rows<{ id: number; number_of_checks: number }>(
      sql`select id, number_of_checks from users where id in (${both.id}, ${other.id}, ${onlyA.id}) order by id`,
    );
    expect(checks).toEqual([
      { id: both.id, number_of_checks: 1 },
      { id: other.id, number_of_checks: 1 },
      { id: onlyA.id, number_of_checks: 1 },
    ]);

    // And every counter of the database agrees with the rows it counts.
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);

    // The old id answers B (its page leads there); so does the old MBID's link.
    const old = await api.current.graphql<{ release: unknown }>(RELEASE, { id: String(a) }, { token });
    expect(old.body.data?.release).toEqual({ id: String(b), title: DARK_SIDE_TITLE });
    expect(
      await rows(sql`select into_id from merged_items where item_type = 'RELEASE' and from_id = ${a}`),
    ).toEqual([{ into_id: b }]);
    fake.merged.set(oldMbid, DARK_SIDE);
    const byOld = await api.current.graphql<{ releaseByMusicBrainzId: { release: { id: string } } }>(
      BY_MBID,
      { mbid: oldMbid },
      { token },
    );
    fake.merged.clear();
    expect(byOld.body.data?.releaseByMusicBrainzId.release.id).toBe(String(b));
  });
});

describe('a recording MusicBrainz merged into another the catalog also has', () => {
  it("merges the old song into the new one when a refresh takes it off the track list, members' rows and all", async () => {
    const db = api.current.db;
    const token = (await buildSession(db)).token;
    const staff = (await buildSession(db, { user: await buildUser(db, { isAdmin: true }) })).token;
    const opened = await api.current.graphql<{ releaseByMusicBrainzId: { release: { id: string } } }>(
      BY_MBID,
      { mbid: DARK_SIDE },
      { token },
    );
    const b = Number(opened.body.data?.releaseByMusicBrainzId.release.id);
    const [track] = await rows<{ song_id: number; mbid: string }>(
      sql`select t.song_id, s.mbid::text as mbid from tracks t join songs s on s.id = t.song_id
        where t.release_id = ${b} and t.position = 2`,
    );
    if (!track) throw new Error('no track');
    const into = { id: Number(track.song_id) };
    // An older entry of the same recording, on the track list until MusicBrainz merged the two.
    const oldRecording = '0f0f0f0f-0000-4000-8000-0000000000b2';
    const from = await buildSong(db, { title: 'Breathe (old entry)', mbid: oldRecording, releaseId: b });
    await db.execute(sql`update tracks set song_id = ${from.id} where release_id = ${b} and position = 2`);
    const both = await buildUser(db);
    await buildCheck(db, {
      user: both,
      song: from,
      checkedAt: day('2019-09-09'),
      reaction: 'LOVED',
      rating: 5,
    });
    await buildCheck(db, {
      user: both,
      song: { ...from, id: into.id },
      checkedAt: day('2020-10-10'),
      reaction: 'LIKED',
    });
    const onlyOld = await buildUser(db);
    await buildCheck(db, { user: onlyOld, song: from, checkedAt: day('2021-01-01') });
    const log = await buildLog(db, { user: onlyOld, song: from, review: 'Breathe, breathe.' });
    const list = await buildList(db, {
      user: both,
      items: [{ song: from }, { song: { ...from, id: into.id } }],
    });

    fake.merged.set(oldRecording, track.mbid);
    const before = fake.requests.length;
    try {
      const { body } = await api.current.graphql(REFRESH, { id: String(b) }, { token: staff });
      expect(body.errors).toBeUndefined();
      // The recording that left the track list is looked up in the background, then merged.
      await until(async () => (await rows(sql`select id from songs where id = ${from.id}`)).length === 0);
    } finally {
      fake.merged.clear();
    }
    expect(fake.requests.slice(before).map((r) => r.path.split('?')[0])).toContain(
      `/ws/2/recording/${oldRecording}`,
    );
    expect(await rows(sql`select song_id from tracks where release_id = ${b} and position = 2`)).toEqual([
      { song_id: into.id },
    ]);
    expect(
      await rows(sql`select user_id, rating, reaction::text as reaction, to_char(checked_at at time zone 'UTC', 'YYYY') as y
        from user_songs where song_id = ${into.id} and user_id in (${both.id}, ${onlyOld.id}) order by user_id`),
    ).toEqual([
      { user_id: both.id, rating: 5, reaction: 'LOVED', y: '2019' },
      { user_id: onlyOld.id, rating: null, reaction: null, y: '2021' },
    ]);
    expect(await rows(sql`select song_id from logs where id = ${log.id}`)).toEqual([{ song_id: into.id }]);
    expect(await rows(sql`select position, song_id from list_items where list_id = ${list.id}`)).toEqual([
      { position: 0, song_id: into.id },
    ]);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
    const page = await api.current.graphql<{ song: unknown }>(
      `query Song($id: ID!) { song(id: $id) { id } }`,
      {
        id: String(from.id),
      },
    );
    expect(page.body.data?.song).toEqual({ id: String(into.id) });
  });
});

describe('mergeItems for two songs (a recording merged at MusicBrainz)', () => {
  it('moves song checks, logs, list entries and tracks to the surviving song and recounts', async () => {
    const db = api.current.db;
    const { release, songs } = await buildRelease(db, { tracks: 2 });
    const from = songs[0];
    const into = await buildSong(db, { title: 'Same recording' });
    if (!from) throw new Error('no song');
    const member = await buildUser(db);
    await buildCheck(db, {
      user: member,
      song: from,
      checkedAt: day('2020-01-01'),
      reaction: 'LIKED',
      rating: 2,
    });
    await buildCheck(db, { user: member, song: into, checkedAt: day('2021-01-01'), reaction: 'LOVED' });
    const onlyFrom = await buildUser(db);
    await buildCheck(db, { user: onlyFrom, song: from, checkedAt: day('2022-01-01'), reaction: 'FAVORITED' });
    const log = await buildLog(db, { user: onlyFrom, song: from });
    const list = await buildList(db, { user: member, items: [{ song: into }, { song: from }, { release }] });

    await db.transaction((tx) => mergeItems(tx, 'song', from.id, into.id));

    expect(await rows(sql`select id from songs where id = ${from.id}`)).toEqual([]);
    const page = await api.current.graphql<{ song: unknown }>(
      `query Song($id: ID!) { song(id: $id) { id } }`,
      {
        id: String(from.id),
      },
    );
    expect(page.body.data?.song).toEqual({ id: String(into.id) });
    expect(
      await rows(sql`select user_id, rating, reaction::text as reaction, to_char(checked_at at time zone 'UTC', 'YYYY') as y
        from user_songs where song_id = ${into.id} order by user_id`),
    ).toEqual([
      { user_id: member.id, rating: 2, reaction: 'LOVED', y: '2020' },
      { user_id: onlyFrom.id, rating: null, reaction: 'FAVORITED', y: '2022' },
    ]);
    expect(await rows(sql`select song_id from logs where id = ${log.id}`)).toEqual([{ song_id: into.id }]);
    expect(
      await rows(sql`select song_id from tracks where release_id = ${release.id} order by position`),
    ).toEqual([{ song_id: into.id }, { song_id: songs[1]?.id }]);
    expect(
      await rows(
        sql`select position, song_id, release_id from list_items where list_id = ${list.id} order by position`,
      ),
    ).toEqual([
      { position: 0, song_id: into.id, release_id: null },
      { position: 1, song_id: null, release_id: release.id },
    ]);
    expect(await rows(sql`select items_count, song_count from lists where id = ${list.id}`)).toEqual([
      { items_count: 2, song_count: 1 },
    ]);
    expect(
      await rows(sql`select number_of_checks, number_of_likes, number_of_loves, number_of_favorites, number_of_lists
        from songs where id = ${into.id}`),
    ).toEqual([
      {
        number_of_checks: 2,
        number_of_likes: 0,
        number_of_loves: 1,
        number_of_favorites: 1,
        number_of_lists: 1,
      },
    ]);
    expect(await rows(sql`select number_of_checks from users where id = ${member.id}`)).toEqual([
      { number_of_checks: 1 },
    ]);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});
