import { describe, expect, it } from 'vitest';
import { buildCheck, buildRelease, buildSession, buildSong } from './factories.ts';
import { failure, mutate, releaseStateRow, songStateRow } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const ADD = `mutation AddToListenTo($releaseId: ID!) { addToListenTo(releaseId: $releaseId) { id currentUserHasAddedToListenTo } }`;
const REMOVE = `mutation RemoveFromListenTo($releaseId: ID!) { removeFromListenTo(releaseId: $releaseId) { id currentUserHasAddedToListenTo } }`;
const ADD_SONG = `mutation AddSongToListenTo($songId: ID!) { addSongToListenTo(songId: $songId) { id currentUserHasAddedToListenTo } }`;
const REMOVE_SONG = `mutation RemoveSongFromListenTo($songId: ID!) { removeSongFromListenTo(songId: $songId) { id currentUserHasAddedToListenTo } }`;
const ADD_ALL = `mutation addAllToListenTo($releaseIds: [ID!]!) { addAllToListenTo(releaseIds: $releaseIds) { id currentUserHasAddedToListenTo } }`;

describe('AddToListenTo / RemoveFromListenTo', () => {
  it('saves an unchecked release as a first listen and a checked one as a listen again', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release: fresh } = await buildRelease(db);
    const { release: heard } = await buildRelease(db);
    await buildCheck(db, { user, release: heard });
    const data = await mutate<{ addToListenTo: { currentUserHasAddedToListenTo: boolean } }>(
      server.current,
      ADD,
      { releaseId: fresh.id },
      token,
    );
    expect(data.addToListenTo.currentUserHasAddedToListenTo).toBe(true);
    await mutate(server.current, ADD, { releaseId: heard.id }, token);
    expect((await releaseStateRow(db, user.id, fresh.id))?.listenTo).toBe('FIRST_LISTEN');
    expect((await releaseStateRow(db, user.id, heard.id))?.listenTo).toBe('LISTEN_AGAIN');
    const removed = await mutate<{ removeFromListenTo: { currentUserHasAddedToListenTo: boolean } }>(
      server.current,
      REMOVE,
      { releaseId: fresh.id },
      token,
    );
    expect(removed.removeFromListenTo.currentUserHasAddedToListenTo).toBe(false);
    expect(await releaseStateRow(db, user.id, fresh.id)).toBeNull();
  });
});

describe('AddSongToListenTo / RemoveSongFromListenTo', () => {
  it('queues and unqueues a song', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const song = await buildSong(db);
    await mutate(server.current, ADD_SONG, { songId: song.id }, token);
    expect((await songStateRow(db, user.id, song.id))?.listenTo).toBe('FIRST_LISTEN');
    await mutate(
      server.current,
      `mutation checkSong($songId: ID!) { checkSong(songId: $songId) { id } }`,
      { songId: song.id },
      token,
    );
    expect((await songStateRow(db, user.id, song.id))?.listenTo).toBeNull();
    await mutate(server.current, ADD_SONG, { songId: song.id }, token);
    await mutate(server.current, REMOVE_SONG, { songId: song.id }, token);
    expect((await songStateRow(db, user.id, song.id))?.listenTo).toBeNull();
  });
});

describe('addAllToListenTo', () => {
  it('saves many releases in one statement, keeps earlier entries and skips unknown ids', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const built = await Promise.all([1, 2, 3].map(() => buildRelease(db)));
    const [a, b, c] = built.map((r) => r.release);
    if (!a || !b || !c) throw new Error('releases');
    await mutate(server.current, ADD, { releaseId: a.id }, token);
    const before = (await releaseStateRow(db, user.id, a.id))?.listenToAddedAt;
    await buildCheck(db, { user, release: c });
    const { recorded } = server.current;
    const result = await recorded<{
      addAllToListenTo: { id: string; currentUserHasAddedToListenTo: boolean }[];
    }>(ADD_ALL, { releaseIds: [a.id, b.id, c.id, '99999999'] }, { token });
    // Answers what was saved: the three that exist (the earlier one too), not the unknown id.
    expect(result.body.data?.addAllToListenTo.map((r) => r.id)).toEqual([a.id, b.id, c.id].map(String));
    expect(result.body.data?.addAllToListenTo.every((r) => r.currentUserHasAddedToListenTo)).toBe(true);
    expect(result.statements.filter((s) => /insert into user_releases/i.test(s.sql))).toHaveLength(1);
    expect((await releaseStateRow(db, user.id, a.id))?.listenToAddedAt).toEqual(before);
    expect((await releaseStateRow(db, user.id, b.id))?.listenTo).toBe('FIRST_LISTEN');
    expect((await releaseStateRow(db, user.id, c.id))?.listenTo).toBe('LISTEN_AGAIN');
  });

  it('refuses more than 1000 ids', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const ids = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    // The per-request bulk cap (every alias counted) refuses it before the mutation runs.
    expect((await failure(server.current, ADD_ALL, { releaseIds: ids }, token)).code).toBe(
      'QUERY_TOO_COMPLEX',
    );
  });
});
