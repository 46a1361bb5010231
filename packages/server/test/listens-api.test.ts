import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/context.ts';
import { listens, userSongs, users } from '../src/db/schema/index.ts';
import { recordStatements } from '../src/db/statement-recorder.ts';
import { mergeItems } from '../src/import/merge-items.ts';
import { recordListens } from '../src/modules/listens/index.ts';
import { counterMismatches, NO_MISMATCHES } from './counter-checks.ts';
import { buildRelease, buildSession, buildSong, buildUser } from './factories.ts';
import { LB, makeApiToken, RICK_ASTLEY, submit } from './listens-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const single = (listen: unknown) => ({ listen_type: 'single', payload: [listen] });
const listenOf = (over: Partial<{ listened_at: number; artist_name: string; track_name: string }> = {}) => ({
  listened_at: over.listened_at ?? 1700000000,
  track_metadata: { artist_name: over.artist_name ?? 'Nobody', track_name: over.track_name ?? 'Nothing' },
});

async function listensOf(userId: number) {
  return server.current.db
    .select()
    .from(listens)
    .where(eq(listens.userId, userId))
    .orderBy(listens.listenedAt);
}

describe('the API token', () => {
  it('is made by regenerateApiToken, stored as its SHA-256 only, and the new one replaces the old', async () => {
    const { db } = server.current;
    const guest = await server.current.graphql('mutation { regenerateApiToken }');
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGGED_OUT');

    const { token: session, user } = await buildSession(db);
    const first = await makeApiToken(server.current, session);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const [stored] = await db.select({ hash: users.apiTokenHash }).from(users).where(eq(users.id, user.id));
    expect(stored?.hash).toBe(hashToken(first));
    expect(stored?.hash).not.toContain(first);
    const me = await server.current.graphql<{ currentUser: { hasApiToken: boolean } }>(
      'query { currentUser { hasApiToken } }',
      {},
      { token: session },
    );
    expect(me.body.data?.currentUser.hasApiToken).toBe(true);

    const second = await makeApiToken(server.current, session);
    expect(second).not.toBe(first);
    expect((await submit(server.current, first, single(listenOf()))).status).toBe(401);
    expect((await submit(server.current, second, single(listenOf()))).status).toBe(200);
  });
});

describe('validate-token', () => {
  it('answers as ListenBrainz: valid with the user name, invalid, or 400 without a token', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const valid = await server.current.app.inject({
      url: `${LB}/validate-token`,
      headers: { authorization: `Token ${token}` },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      code: 200,
      message: 'Token valid.',
      valid: true,
      user_name: user.username,
    });
    expect(valid.headers['x-ratelimit-limit']).toBe('50');

    const invalid = await server.current.app.inject({
      url: `${LB}/validate-token`,
      headers: { authorization: 'Token 00000000-0000-0000-0000-000000000000' },
    });
    expect(invalid.json()).toEqual({ code: 200, message: 'Token invalid.', valid: false });
    // Old clients send it as a query parameter.
    const byQuery = await server.current.app.inject({ url: `${LB}/validate-token?token=${token}` });
    expect(byQuery.json()).toMatchObject({ valid: true });

    const missing = await server.current.app.inject({ url: `${LB}/validate-token` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 400, error: 'You need to provide an Authorization token.' });
  });
});

describe('submit-listens', () => {
  it('stores the documentation’s single listen, matched by recording MBID, and checks its song once', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const song = await buildSong(db, { mbid: RICK_ASTLEY.recordingMbid, title: 'Never Gonna Give You Up' });

    const first = await submit(server.current, token, single(RICK_ASTLEY.listen));
    expect(first).toMatchObject({ status: 200, body: { status: 'ok' } });
    const again = await submit(server.current, token, single(RICK_ASTLEY.listen));
    expect(again.status).toBe(200);

    const rows = await listensOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      songId: song.id,
      artistName: 'Rick Astley',
      trackName: 'Never Gonna Give You Up',
      releaseName: 'Whenever you need somebody',
      source: 'api',
      durationMs: 222000,
      listenedAt: new Date(1443521965 * 1000),
    });
    const [state] = await db.select().from(userSongs).where(eq(userSongs.userId, user.id));
    expect(state?.songId).toBe(song.id);
    expect(state?.checkedAt).not.toBeNull();
    const [counts] = await db
      .select({ checks: users.numberOfChecks })
      .from(users)
      .where(eq(users.id, user.id));
    expect(counts?.checks).toBe(1);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('the same listen twice is one, whatever the case of its names', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    await submit(server.current, token, single(listenOf({ artist_name: 'Case', track_name: 'Song' })));
    await submit(server.current, token, single(listenOf({ artist_name: 'CASE', track_name: 'song' })));
    expect(await listensOf(user.id)).toHaveLength(1);
  });

  it('matches a listen by its ISRC alone (no MBID, another spelling of the title), all ISRCs of a batch in one statement', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const song = await buildSong(db, { title: 'Never Gonna Give You Up', isrcs: ['GBARL9300135'] });
    // A second recording sharing the ISRC: the one with the listen's title is taken.
    await buildSong(db, { title: 'Never Gonna Give You Up (Cake Mix)', isrcs: ['GBARL9300135'] });
    const other = await buildSong(db, { title: 'Together Forever', isrcs: ['GBARL8800037', 'GBARL8800038'] });
    const listen = (at: number, track: string, isrc: string) => ({
      listened_at: at,
      track_metadata: { artist_name: 'Somebody Else', track_name: track, additional_info: { isrc } },
    });
    const { statements } = await recordStatements(() =>
      submit(server.current, token, {
        listen_type: 'import',
        payload: [
          listen(1700000000, 'never gonna give u up', 'gb-arl-93-00135'),
          listen(1700000060, 'Together 4ever', 'GBARL8800038'),
          listen(1700000120, 'Unknown', 'GBARL0000000'),
          listen(1700000180, 'Malformed', 'not an isrc'),
        ],
      }),
    );
    expect(statements.filter((s) => s.sql.includes('isrcs &&'))).toHaveLength(1);
    const rows = await listensOf(user.id);
    expect(rows.map((row) => row.songId)).toEqual([song.id, other.id, null, null]);
  });

  it('accepts playing_now and keeps nothing; refuses a playing_now with listened_at', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const nowPlaying = { track_metadata: RICK_ASTLEY.listen.track_metadata };
    const ok = await submit(server.current, token, { listen_type: 'playing_now', payload: [nowPlaying] });
    expect(ok).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await listensOf(user.id)).toHaveLength(0);

    const timed = await submit(server.current, token, {
      listen_type: 'playing_now',
      payload: [RICK_ASTLEY.listen],
    });
    expect(timed).toMatchObject({
      status: 400,
      body: { code: 400, error: 'JSON document must not contain listened_at while submitting playing_now.' },
    });
  });

  it('imports many listens: matched by release group and title, by normalized names, or stored unmatched', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const groupMbid = '1d98b0bc-5832-49d2-a93e-463032631a2f';
    const album = await buildRelease(db, { tracks: 3, mbid: groupMbid, title: 'Profound Mysteries II' });
    const [first, second] = album.songs;
    const named = await buildSong(db, { title: 'Café Olé', artistName: 'Beyoncé feat. JAY-Z' });
    const payload = [
      {
        listened_at: 1771414109,
        track_metadata: {
          artist_name: 'Röyksopp',
          track_name: first?.title,
          additional_info: { release_group_mbid: groupMbid, tracknumber: 1 },
        },
      },
      {
        listened_at: 1771414500,
        track_metadata: { artist_name: 'beyonce', track_name: 'Cafe Ole (Remastered 2011)' },
      },
      {
        listened_at: 1771415000,
        track_metadata: { artist_name: 'Nobody Known', track_name: 'Unknown Song', release_name: 'Nowhere' },
      },
      {
        listened_at: '1771416000',
        track_metadata: {
          artist_name: 'Röyksopp',
          track_name: second?.title,
          // ListenBrainz takes up to 24 days; a listen over a day long is kept, its length unknown.
          additional_info: { duration_ms: 2 * 86_400_000 },
        },
      },
    ];
    const result = await submit(server.current, token, { listen_type: 'import', payload });
    expect(result).toMatchObject({ status: 200, body: { status: 'ok' } });
    const rows = await listensOf(user.id);
    expect(rows.map((row) => row.songId)).toEqual([first?.id, named.id, null, null]);
    expect(rows[3]?.durationMs).toBeNull();
    expect(rows[0]?.releaseId).toBe(album.release.id);
    // The fourth is by another artist than the catalog's song: unmatched, as it must be.
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);

    const page = await server.current.graphql<{
      release: { currentUserListenedTracksCount: number; tracksCount: number };
    }>(
      'query ($id: ID!) { release(id: $id) { currentUserListenedTracksCount tracksCount } }',
      { id: String(album.release.id) },
      { token: session },
    );
    expect(page.body.data?.release).toEqual({ currentUserListenedTracksCount: 1, tracksCount: 3 });
    const guest = await server.current.graphql<{ release: { currentUserListenedTracksCount: number } }>(
      'query ($id: ID!) { release(id: $id) { currentUserListenedTracksCount } }',
      { id: String(album.release.id) },
    );
    expect(guest.body.data?.release.currentUserListenedTracksCount).toBe(0);
  });

  it('refuses bad payloads with ListenBrainz’s messages and stores nothing', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const cases: [unknown, string][] = [
      [
        { listen_type: 'single', payload: [listenOf(), listenOf({ track_name: 'Two' })] },
        'JSON document contains more than listen for a single/playing_now. It should contain only one.',
      ],
      [{ listen_type: 'single', payload: [] }, 'JSON document does not contain any listens'],
      [{ listen_type: 'later', payload: [listenOf()] }, 'JSON document requires a valid listen_type key.'],
      [{ payload: [listenOf()] }, 'Invalid JSON document submitted.'],
      [
        { listen_type: 'single', payload: {} },
        'The payload in the JSON document should be a list of listens.',
      ],
      [[1, 2], 'Invalid JSON document submitted. Top level of JSON document should be a json object.'],
      [
        single(listenOf({ listened_at: 1000000000 })),
        'Value for key listened_at is too low. listened_at timestamp should be greater than 1033430400 (2002-10-01 00:00:00 UTC).',
      ],
      [
        single(listenOf({ listened_at: Math.floor(Date.now() / 1000) + 7200 })),
        'Value for key listened_at is too high.',
      ],
      [
        single({ track_metadata: { artist_name: 'A', track_name: 'B' } }),
        'JSON document must contain the key listened_at at the top level.',
      ],
      [
        single({ listened_at: 'yesterday', track_metadata: { artist_name: 'A', track_name: 'B' } }),
        'JSON document must contain an int value for listened_at.',
      ],
      [
        single({ listened_at: 1700000000, track_metadata: { artist_name: 'A' } }),
        'JSON document does not contain required track_metadata.track_name.',
      ],
      [
        single({ listened_at: 1700000000, track_metadata: { artist_name: '  ', track_name: 'B' } }),
        'required field track_metadata.artist_name is empty.',
      ],
      [
        single({ listened_at: 1700000000, track_metadata: { artist_name: ['A'], track_name: 'B' } }),
        'track_metadata.artist_name must be a single string.',
      ],
      [
        single({ listened_at: 1700000000, extra: 1, track_metadata: { artist_name: 'A', track_name: 'B' } }),
        'JSON document may only contain listened_at and track_metadata top level keys',
      ],
      [
        single({
          listened_at: 1700000000,
          track_metadata: {
            artist_name: 'A',
            track_name: 'B',
            additional_info: { recording_mbid: 'not-a-uuid' },
          },
        }),
        'recording_mbid MBID format invalid.',
      ],
      [
        single({
          listened_at: 1700000000,
          track_metadata: { artist_name: 'A', track_name: 'B', additional_info: { duration_ms: -5 } },
        }),
        'Value for duration_ms is invalid, should be a positive integer.',
      ],
      [
        single({ listened_at: 1700000000, track_metadata: { artist_name: 'A\u0000', track_name: 'B' } }),
        'A\u0000 contains a unicode null',
      ],
      [
        single({
          listened_at: 1700000000,
          track_metadata: { artist_name: 'A'.repeat(1001), track_name: 'B' },
        }),
        'track_metadata.artist_name may not be longer than 1000 characters.',
      ],
    ];
    for (const [body, error] of cases) {
      const result = await submit(server.current, token, body);
      expect({ body, status: result.status, answer: result.body }).toEqual({
        body,
        status: 400,
        answer: { code: 400, error },
      });
    }
    const surrogate = await submit(
      server.current,
      token,
      '{"listen_type":"single","payload":[{"listened_at":1700000000,"track_metadata":{"artist_name":"A\\ud800","track_name":"B"}}]}',
      true,
    );
    expect(surrogate.body).toEqual({
      code: 400,
      error: 'JSON document contains text that is not valid unicode.',
    });
    const notJson = await submit(server.current, token, '{"listen_type": "single", ', true);
    expect(notJson.status).toBe(400);
    expect(String(notJson.body.error)).toMatch(/^Cannot parse JSON document: /);
    const tooMany = await submit(server.current, token, {
      listen_type: 'import',
      payload: Array.from({ length: 1001 }, (_, i) => listenOf({ listened_at: 1700000000 + i })),
    });
    expect(tooMany.body).toEqual({
      code: 400,
      error: 'Too many listens. You may not submit more than 1000 listens at once.',
    });
    expect(await listensOf(user.id)).toHaveLength(0);
  });

  it('reads a body sent without a JSON content type, and a lower-case "token" header, as ListenBrainz does', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const response = await server.current.app.inject({
      method: 'POST',
      url: `${LB}/submit-listens`,
      headers: { authorization: `token ${token}`, 'content-type': 'text/plain' },
      payload: JSON.stringify(single(listenOf({ track_name: 'Plain' }))),
    });
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await listensOf(user.id)).map((row) => row.trackName)).toEqual(['Plain']);
  });

  it('answers 401 without a token, with a malformed header or an unknown token', async () => {
    const none = await submit(server.current, null, single(listenOf()));
    expect(none).toMatchObject({
      status: 401,
      body: { code: 401, error: 'You need to provide an Authorization header.' },
    });
    const malformed = await server.current.app.inject({
      method: 'POST',
      url: `${LB}/submit-listens`,
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      payload: JSON.stringify(single(listenOf())),
    });
    expect(malformed.json()).toEqual({ code: 401, error: 'Provided Authorization header is invalid.' });
    const unknown = await submit(server.current, '00000000-0000-0000-0000-000000000000', single(listenOf()));
    expect(unknown).toMatchObject({
      status: 401,
      body: { code: 401, error: 'Invalid authorization token.' },
    });
  });

  it('limits each token to 50 calls in 10 seconds, with ListenBrainz’s X-RateLimit headers and a 429', async () => {
    const { db } = server.current;
    const { token: session } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const call = () =>
      server.current.app.inject({
        url: `${LB}/validate-token`,
        headers: { authorization: `Token ${token}` },
      });
    let last = await call();
    expect(last.headers['x-ratelimit-remaining']).toBe('49');
    for (let i = 1; i < 50; i++) last = await call();
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['x-ratelimit-reset-in'])).toBeLessThanOrEqual(10);
    // Another member's token has its own window.
    const other = await buildSession(db);
    const otherToken = await makeApiToken(server.current, other.token);
    expect((await submit(server.current, otherToken, single(listenOf()))).status).toBe(200);
    await db.execute(sql`delete from rate_limit_buckets`);
  });
});

describe('User.listens', () => {
  it('pages newest first by (listened_at, id), to the member and as privacy allows', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const token = await makeApiToken(server.current, session);
    const payload = Array.from({ length: 5 }, (_, i) =>
      listenOf({ listened_at: 1700000000 + i, track_name: `T${i}` }),
    );
    await submit(server.current, token, { listen_type: 'import', payload });
    const QUERY = `query ($u: String!, $before: String) { user(username: $u) { listens(limit: 2, before: $before) {
      edges { node { trackName listenedAt source song { id } } } pageInfo { hasMore totalCount } endCursor } } }`;
    type Page = {
      user: {
        listens: {
          edges: { node: { trackName: string } }[];
          pageInfo: { hasMore: boolean; totalCount: number };
          endCursor: string | null;
        };
      };
    };
    const names: string[] = [];
    let before: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof server.current.graphql<Page>>> =
        await server.current.graphql<Page>(QUERY, { u: user.username, before }, { token: session });
      const listensPage = page.body.data?.user.listens;
      expect(listensPage?.pageInfo.totalCount).toBe(5);
      names.push(...(listensPage?.edges.map((edge) => edge.node.trackName) ?? []));
      before = listensPage?.endCursor ?? null;
    } while (before);
    expect(names).toEqual(['T4', 'T3', 'T2', 'T1', 'T0']);

    await db.update(users).set({ isPrivate: true }).where(eq(users.id, user.id));
    const stranger = await buildSession(db, { user: await buildUser(db) });
    const hidden = await server.current.graphql<Page>(QUERY, { u: user.username }, { token: stranger.token });
    expect(hidden.body.data?.user.listens.edges).toEqual([]);
    const bad = await server.current.graphql(QUERY, { u: user.username, before: 'x' }, { token: session });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the release page’s listened tracks', () => {
  it('is one batched statement after the release, however many tracks it has', async () => {
    const { db } = server.current;
    const { token: session, user } = await buildSession(db);
    const QUERY =
      'query ReleaseListenedTracks($id: ID!) { release(id: $id) { id tracksCount currentUserListenedTracksCount } }';
    const counts: number[] = [];
    for (const size of [4, 40]) {
      const built = await buildRelease(db, { tracks: size });
      const heard = built.songs.slice(0, 3).map((song, i) => ({
        listenedAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
        artistName: song.artistName,
        trackName: song.title,
      }));
      await recordListens(db, user.id, [...heard, ...heard.slice(0, 1)], { source: 'api' });
      const result = await server.current.recorded<{ release: { currentUserListenedTracksCount: number } }>(
        QUERY,
        { id: String(built.release.id) },
        { token: session },
      );
      expect(result.body.data?.release.currentUserListenedTracksCount).toBe(3);
      counts.push(result.statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
    // Pinned: the session, the release, its tracks (tracksCount) and the listened tracks.
    expect(counts[0]).toBe(4);
  });
});

describe('a MusicBrainz merge', () => {
  it('moves listens to the surviving song and release', async () => {
    const { db } = server.current;
    const user = await buildUser(db);
    const a = await buildRelease(db, { tracks: 1 });
    const b = await buildRelease(db, { tracks: 1 });
    const [songA] = a.songs;
    const [songB] = b.songs;
    if (!songA || !songB) throw new Error('no songs');
    await recordListens(
      db,
      user.id,
      [
        {
          listenedAt: new Date('2024-02-01T10:00:00Z'),
          artistName: songA.artistName,
          trackName: songA.title,
        },
      ],
      { source: 'api' },
    );
    await db.transaction((tx) => mergeItems(tx, 'song', songA.id, songB.id));
    await db.transaction((tx) => mergeItems(tx, 'release', a.release.id, b.release.id));
    const [listen] = await listensOf(user.id);
    expect(listen).toMatchObject({ songId: songB.id, releaseId: b.release.id });
  });
});
