import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { buildRelease, buildSession, buildUser } from './factories.ts';
import {
  DARK_SIDE,
  DARK_SIDE_TITLE,
  type FakeMode,
  type FakeMusicBrainz,
  startFakeMusicBrainz,
} from './musicbrainz-fake.ts';
import { useTestServer } from './test-server.ts';

/**
 * Members' searches and MusicBrainz links reach MusicBrainz's web service when the catalog lacks
 * what they look for; viewed items are refreshed when stale; MusicBrainz failing never fails a
 * page. Against a local stand-in answering in MusicBrainz's JSON shapes (musicbrainz-fake.ts, real
 * MusicBrainz documents), on the embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */

let fake: FakeMusicBrainz;
// The pace itself is musicbrainz-pace.test.ts's: here a tenth of a second between requests keeps the
// file quick.
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

const MB_SEARCH = /* GraphQL */ `
  query MusicBrainzReleaseSearch($query: String!) {
    musicBrainzReleaseSearch(query: $query) {
      asked note
      releases { mbid title artistName year releaseDate primaryType thumb link }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query Search($query: String!) { search(query: $query, types: [RELEASE]) { releases { edges { node { id title } } } } }
`;
const BY_MBID = /* GraphQL */ `
  query ReleaseByMbid($mbid: String!) {
    releaseByMusicBrainzId(mbid: $mbid) { note release { id title artistName year mbReleaseGroupLink tracks { position title } } }
  }
`;
const RELEASE = `query Release($id: ID!) { release(id: $id) { id title } }`;
const REFRESH = `mutation Refresh($id: ID!) { refreshReleaseFromMusicBrainz(id: $id) { id title } }`;
const LOG = /* GraphQL */ `
  mutation logRelease($releaseId: ID!, $fields: LogFieldsInput!) {
    logRelease(releaseId: $releaseId, fields: $fields) { id item { ... on Release { id currentUserHasChecked } } }
  }
`;
const STAFF_SEARCH = `query SearchMb($query: String!) { searchMusicBrainzReleases(query: $query) { mbid title } }`;

type MbSearch = {
  musicBrainzReleaseSearch: {
    asked: boolean;
    note: string | null;
    releases: Array<{ mbid: string; title: string; artistName: string; year: number | null; link: string }>;
  };
};
type ByMbid = {
  releaseByMusicBrainzId: {
    note: string | null;
    release: {
      id: string;
      title: string;
      artistName: string;
      year: number;
      tracks: Array<{ title: string }>;
    } | null;
  };
};

const member = async () => (await buildSession(api.current.db)).token;
const staff = async () =>
  (await buildSession(api.current.db, { user: await buildUser(api.current.db, { isAdmin: true }) })).token;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.current.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Forget the imported group and what was fetched, so each test starts from a catalog without it. */
/**
 * Until the fake MusicBrainz has heard nothing for a while: an earlier test's background lookups
 * (paced, and slow on a busy machine) are over before a test counts requests or new rows.
 */
async function quiet(ms = 1_500) {
  for (let seen = -1, round = 0; seen !== fake.requests.length && round < 40; round++) {
    seen = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

async function forgetDarkSide() {
  await quiet();
  await api.current.db.execute(sql`delete from musicbrainz_cache`);
  await api.current.db.execute(sql`delete from musicbrainz_fetches`);
  const ids = await rows<{ id: number }>(sql`select id from releases where mbid = ${DARK_SIDE}::uuid`);
  for (const { id } of ids) {
    await api.current.db.execute(sql`delete from user_releases where release_id = ${id}`);
    await api.current.db.execute(sql`delete from logs where release_id = ${id}`);
    await api.current.db.execute(sql`delete from tracks where release_id = ${id}`);
    await api.current.db.execute(sql`delete from release_artists where release_id = ${id}`);
    await api.current.db.execute(sql`update songs set release_id = null where release_id = ${id}`);
    await api.current.db.execute(sql`delete from releases where id = ${id}`);
  }
}

async function withMode<T>(mode: FakeMode, run: () => Promise<T>): Promise<T> {
  fake.mode = mode;
  try {
    return await run();
  } finally {
    fake.mode = 'ok';
  }
}

async function until(check: () => Promise<boolean>, ms = 8_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

describe('on-demand search', () => {
  it('shows a release group missing locally "from MusicBrainz", asking with Earmark\'s User-Agent, then from the cache', async () => {
    await forgetDarkSide();
    const token = await member();
    const before = fake.requests.length;
    const { body } = await api.current.graphql<MbSearch>(
      MB_SEARCH,
      { query: 'dark side of the moon' },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.musicBrainzReleaseSearch).toEqual({
      asked: true,
      note: null,
      releases: [
        {
          mbid: DARK_SIDE,
          title: DARK_SIDE_TITLE,
          artistName: 'Pink Floyd',
          year: 1973,
          releaseDate: expect.stringMatching(/^1973/),
          primaryType: 'ALBUM',
          thumb: `https://coverartarchive.org/release-group/${DARK_SIDE}/front-250`,
          link: `/mb/release-group/${DARK_SIDE}`,
        },
      ],
    });
    const asked = fake.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.path).toMatch(/^\/ws\/2\/release-group\/?\?/);
    expect(asked[0]?.agent).toMatch(/^Earmark\/[\d.]+ \( support@earmark\.test \)$/);

    // Another member's same search within the hour: the shared cache answers.
    const again = await api.current.graphql<MbSearch>(
      MB_SEARCH,
      { query: 'Dark Side of the Moon' },
      { token: await member() },
    );
    expect(again.body.data?.musicBrainzReleaseSearch.releases).toHaveLength(1);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('does not ask for guests, nor when the catalog already finds 5 releases', async () => {
    const before = fake.requests.length;
    const guest = await api.current.graphql<MbSearch>(MB_SEARCH, { query: 'wish you were here' });
    expect(guest.body.data?.musicBrainzReleaseSearch).toEqual({ asked: false, note: null, releases: [] });
    for (let i = 0; i < 5; i++) await buildRelease(api.current.db, { title: `Plenty Found ${i}` });
    const plenty = await api.current.graphql<MbSearch>(
      MB_SEARCH,
      { query: 'plenty found' },
      { token: await member() },
    );
    expect(plenty.body.data?.musicBrainzReleaseSearch).toEqual({ asked: false, note: null, releases: [] });
    expect(fake.requests.length).toBe(before);
  });

  it('leaves out what the catalog has', async () => {
    await forgetDarkSide();
    const token = await member();
    await api.current.graphql(BY_MBID, { mbid: DARK_SIDE }, { token });
    const { body } = await api.current.graphql<MbSearch>(
      MB_SEARCH,
      { query: 'pink floyd dark side' },
      { token },
    );
    expect(body.data?.musicBrainzReleaseSearch).toMatchObject({ asked: true, note: null, releases: [] });
  });

  it('never makes the local results wait for MusicBrainz', async () => {
    await forgetDarkSide();
    const token = await member();
    await withMode('slow', async () => {
      const started = Date.now();
      const onDemand = api.current.graphql<MbSearch>(MB_SEARCH, { query: 'slow answer test' }, { token });
      const local = await api.current.graphql(SEARCH, { query: 'slow answer test' }, { token });
      const localMs = Date.now() - started;
      expect(local.body.errors).toBeUndefined();
      const late = await onDemand;
      // The local search answered long before MusicBrainz's timeout (1.5 s here) ran out.
      expect(localMs).toBeLessThan(Date.now() - started);
      expect(late.body.data?.musicBrainzReleaseSearch.note).toMatch(/MusicBrainz isn't answering right now/);
    });
  });
});

describe('/mb/release-group/:mbid', () => {
  it('imports a missing release group with its tracks for a member, who can then log it; a second visit asks nothing', async () => {
    await forgetDarkSide();
    const token = await member();
    const before = fake.requests.length;
    const { body } = await api.current.graphql<ByMbid>(BY_MBID, { mbid: DARK_SIDE }, { token });
    expect(body.errors).toBeUndefined();
    const release = body.data?.releaseByMusicBrainzId.release;
    expect(release).toMatchObject({ title: DARK_SIDE_TITLE, artistName: 'Pink Floyd', year: 1973 });
    expect(release?.tracks.map((t) => t.title)).toEqual([
      'Speak to Me',
      'Breathe',
      'On the Run',
      'Time',
      'The Great Gig in the Sky',
      'Money',
      'Us and Them',
      'Any Colour You Like',
      'Brain Damage',
      'Eclipse',
    ]);
    // A lookup of the group and a browse of its releases.
    expect(fake.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual([
      `/ws/2/release-group/${DARK_SIDE}`,
      '/ws/2/release',
    ]);

    const logged = await api.current.graphql<{
      logRelease: { item: { id: string; currentUserHasChecked: boolean } };
    }>(LOG, { releaseId: release?.id, fields: { rating: 4.5, review: 'Still breathing.' } }, { token });
    expect(logged.body.errors).toBeUndefined();
    expect(logged.body.data?.logRelease.item).toEqual({ id: release?.id, currentUserHasChecked: true });

    const again = await api.current.graphql<ByMbid>(BY_MBID, { mbid: DARK_SIDE }, { token: await member() });
    expect(again.body.data?.releaseByMusicBrainzId.release?.id).toBe(release?.id);
    expect(fake.requests.length).toBe(before + 2);
  });

  it('answers no release for an MBID MusicBrainz does not know, and asks nothing for a guest or a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const { body } = await api.current.graphql<ByMbid>(BY_MBID, { mbid: unknown }, { token: await member() });
    expect(body.data?.releaseByMusicBrainzId).toEqual({ note: null, release: null });
    const before = fake.requests.length;
    const guest = await api.current.graphql<ByMbid>(BY_MBID, {
      mbid: '00000000-0000-4000-8000-000000000002',
    });
    expect(guest.body.data?.releaseByMusicBrainzId).toEqual({ note: null, release: null });
    const bad = await api.current.graphql<ByMbid>(
      BY_MBID,
      { mbid: 'not-an-mbid' },
      { token: await member() },
    );
    expect(bad.body.data?.releaseByMusicBrainzId).toEqual({ note: null, release: null });
    expect(fake.requests.length).toBe(before);
  });
});

describe('fresh', () => {
  it("refreshes a viewed release whose MusicBrainz data is older than MUSICBRAINZ_REFRESH_HOURS in the background, keeping its id and members' rows", async () => {
    await forgetDarkSide();
    const token = await member();
    const { body } = await api.current.graphql<ByMbid>(BY_MBID, { mbid: DARK_SIDE }, { token });
    const id = body.data?.releaseByMusicBrainzId.release?.id ?? '';
    await api.current.graphql(LOG, { releaseId: id, fields: { rating: 4 } }, { token });

    // Fresh: viewing asks nothing.
    let before = fake.requests.length;
    await api.current.graphql(RELEASE, { id }, { token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests.length).toBe(before);

    const songsBefore = await rows<{ song_id: number }>(
      sql`select song_id from tracks where release_id = ${Number(id)} order by position`,
    );
    expect(songsBefore).toHaveLength(10);

    // 25 hours later, MusicBrainz has an edit.
    await api.current.db.execute(sql`update musicbrainz_fetches set fetched_at = now() - interval '25 hours',
      tried_at = now() - interval '25 hours'`);
    fake.edit(DARK_SIDE, { title: 'The Dark Side of the Moon (edited)' });
    try {
      before = fake.requests.length;
      const viewed = await api.current.graphql<{ release: { title: string } }>(RELEASE, { id }, { token });
      // The answer does not wait for the refresh.
      expect(viewed.body.data?.release.title).toBe(DARK_SIDE_TITLE);
      await until(async () => {
        const [row] = await rows<{ title: string; fresh: boolean }>(
          sql`select r.title, f.fetched_at > now() - interval '1 minute' as fresh
            from releases r join musicbrainz_fetches f on f.mbid = r.mbid where r.id = ${Number(id)}`,
        );
        return row?.title === 'The Dark Side of the Moon (edited)' && row.fresh;
      });
      expect(fake.requests.length).toBe(before + 2);
      const songsAfter = await rows<{ song_id: number }>(
        sql`select song_id from tracks where release_id = ${Number(id)} order by position`,
      );
      expect(songsAfter).toEqual(songsBefore);
      const logs = await rows<{ release_id: number }>(
        sql`select release_id from logs where release_id = ${Number(id)}`,
      );
      expect(logs).toHaveLength(1);
    } finally {
      fake.edit(DARK_SIDE, { title: DARK_SIDE_TITLE });
    }
  });

  it('refreshes the release group of a song viewed', async () => {
    await forgetDarkSide();
    const token = await member();
    const { body } = await api.current.graphql<ByMbid>(BY_MBID, { mbid: DARK_SIDE }, { token });
    const id = Number(body.data?.releaseByMusicBrainzId.release?.id);
    const [track] = await rows<{ song_id: number }>(
      sql`select song_id from tracks where release_id = ${id} limit 1`,
    );
    await api.current.db.execute(sql`update musicbrainz_fetches set fetched_at = now() - interval '25 hours',
      tried_at = now() - interval '25 hours'`);
    const before = fake.requests.length;
    const viewed = await api.current.graphql<{ song: { id: string } }>(
      `query Song($id: ID!) { song(id: $id) { id } }`,
      { id: String(track?.song_id) },
      { token },
    );
    expect(viewed.body.data?.song.id).toBe(String(track?.song_id));
    await until(async () => fake.requests.length === before + 2);
    expect(fake.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual([
      `/ws/2/release-group/${DARK_SIDE}`,
      '/ws/2/release',
    ]);
  });

  it('lets staff refresh one now, and keeps the row when MusicBrainz merged its group into another MBID', async () => {
    await forgetDarkSide();
    const oldMbid = '0f0f0f0f-0000-4000-8000-00000000cafe';
    const { release } = await buildRelease(api.current.db, { title: 'Dark Side (old entry)', mbid: oldMbid });
    const token = await member();
    await api.current.graphql(LOG, { releaseId: String(release.id), fields: { rating: 5 } }, { token });
    fake.merged.set(oldMbid, DARK_SIDE);
    try {
      const guest = await api.current.graphql(REFRESH, { id: String(release.id) }, { token });
      expect(guest.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const { body } = await api.current.graphql<{
        refreshReleaseFromMusicBrainz: { id: string; title: string };
      }>(REFRESH, { id: String(release.id) }, { token: await staff() });
      expect(body.errors).toBeUndefined();
      expect(body.data?.refreshReleaseFromMusicBrainz).toEqual({
        id: String(release.id),
        title: DARK_SIDE_TITLE,
      });
      const [row] = await rows<{ mbid: string }>(
        sql`select mbid::text as mbid from releases where id = ${release.id}`,
      );
      expect(row?.mbid).toBe(DARK_SIDE);
      const logs = await rows<{ id: number }>(sql`select id from logs where release_id = ${release.id}`);
      expect(logs).toHaveLength(1);
      const [tracks] = await rows<{ n: number }>(
        sql`select count(*)::int as n from tracks where release_id = ${release.id}`,
      );
      expect(tracks?.n).toBe(10);
    } finally {
      fake.merged.clear();
    }
  });
});

describe('MusicBrainz offline or refusing', () => {
  const modes: Array<[FakeMode, RegExp]> = [
    ['down', /cannot be reached/],
    ['slow', /did not answer in time/],
    ['busy', /is busy right now\. Please try again in 2 seconds\./],
    ['garbage', /could not read/],
  ];

  it.each(modes)(
    '%s: members get local results with a quiet note, staff a readable message, never a 500',
    async (mode, staffText) => {
      await forgetDarkSide();
      const token = await member();
      const admin = await staff();
      const { release } = await buildRelease(api.current.db, {
        title: `Offline ${mode}`,
        mbid: `0e0e0e0e-0000-4000-8000-0000000000${modes.findIndex(([m]) => m === mode)}0`,
      });
      await withMode(mode, async () => {
        const searched = await api.current.graphql<MbSearch>(
          MB_SEARCH,
          { query: `dark side ${mode}` },
          { token },
        );
        expect(searched.status).toBe(200);
        expect(searched.body.errors).toBeUndefined();
        expect(searched.body.data?.musicBrainzReleaseSearch).toEqual({
          asked: true,
          releases: [],
          note: "MusicBrainz isn't answering right now, so only Earmark's own results are shown.",
        });

        const opened = await api.current.graphql<ByMbid>(BY_MBID, { mbid: DARK_SIDE }, { token });
        expect(opened.status).toBe(200);
        expect(opened.body.data?.releaseByMusicBrainzId).toEqual({
          release: null,
          note: "MusicBrainz isn't answering right now, so this release cannot be fetched yet.",
        });

        const staffSearch = await api.current.graphql<MbSearch>(
          MB_SEARCH,
          { query: `moon ${mode}` },
          { token: admin },
        );
        expect(staffSearch.body.data?.musicBrainzReleaseSearch.note).toMatch(staffText);

        const refreshed = await api.current.graphql(REFRESH, { id: String(release.id) }, { token: admin });
        expect(refreshed.status).toBe(200);
        expect(refreshed.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
        expect(refreshed.body.errors?.[0]?.message).toMatch(staffText);

        const matching = await api.current.graphql(
          STAFF_SEARCH,
          { query: `moon staff ${mode}` },
          { token: admin },
        );
        expect(matching.status).toBe(200);
        expect(matching.body.errors?.[0]?.message).toMatch(/^The MusicBrainz service .*Please try again in/);
        expect(matching.body.errors?.[0]?.message).not.toMatch(/Internal server error/);
      });
    },
    30_000,
  );

  it("waits out a 503's Retry-After before the next request, across the whole server", async () => {
    const token = await member();
    fake.retryAfter = 2;
    await withMode('busy', () => api.current.graphql(MB_SEARCH, { query: 'retry after one' }, { token }));
    const busyAt = fake.requests.at(-1)?.at ?? 0;
    await api.current.graphql(MB_SEARCH, { query: 'retry after two' }, { token });
    const nextAt = fake.requests.at(-1)?.at ?? 0;
    expect(nextAt - busyAt).toBeGreaterThanOrEqual(2_000);
  });
});
