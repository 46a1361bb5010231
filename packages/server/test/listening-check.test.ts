import { describe, expect, it } from 'vitest';
import { buildRelease, buildSession, buildSong } from './factories.ts';
import {
  FLAGS,
  type Flags,
  failure,
  memberChecks,
  mutate,
  releaseCounts,
  releaseStateRow,
  songCounts,
  songStateRow,
} from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const CHECK_RELEASE = `mutation checkRelease($releaseId: ID!) { checkRelease(releaseId: $releaseId) { ${FLAGS} numberOfChecks isPurpleCheck } }`;
const UNCHECK_RELEASE = `mutation uncheckRelease($releaseId: ID!) { uncheckRelease(releaseId: $releaseId) { ${FLAGS} numberOfChecks } }`;
const CHECK_SONG = `mutation checkSong($songId: ID!) { checkSong(songId: $songId) { ${FLAGS} } }`;
const UNCHECK_SONG = `mutation uncheckSong($songId: ID!) { uncheckSong(songId: $songId) { ${FLAGS} } }`;
const LOVE = `mutation LoveItem($itemId: ID!, $itemType: ItemType!) { loveItem(itemId: $itemId, itemType: $itemType) { __typename } }`;
const ADD_TO_LISTEN_TO = `mutation AddToListenTo($releaseId: ID!) { addToListenTo(releaseId: $releaseId) { id currentUserHasAddedToListenTo } }`;
const DEEP = `mutation markDeepListen($itemId: ID!, $itemType: ItemType!) { markDeepListen(itemId: $itemId, itemType: $itemType) { ... on Release { currentUserDeepListened currentUserHasChecked } ... on Song { currentUserDeepListened } } }`;
const UNDEEP = `mutation unmarkDeepListen($itemId: ID!, $itemType: ItemType!) { unmarkDeepListen(itemId: $itemId, itemType: $itemType) { ... on Release { currentUserDeepListened currentUserHasChecked } } }`;
const PURPLE = `mutation markPurpleCheck($releaseId: ID!) { markPurpleCheck(releaseId: $releaseId) { isPurpleCheck currentUserHasChecked } }`;

type CheckRelease = { checkRelease: Flags & { numberOfChecks: number; isPurpleCheck: boolean } };

describe('checkRelease', () => {
  it('checks the release, counts it on the release and the member, and takes it out of For Later', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(server.current, ADD_TO_LISTEN_TO, { releaseId: release.id }, token);
    const data = await mutate<CheckRelease>(server.current, CHECK_RELEASE, { releaseId: release.id }, token);
    expect(data.checkRelease).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasAddedToListenTo: false,
      numberOfChecks: 1,
    });
    await mutate(server.current, CHECK_RELEASE, { releaseId: release.id }, token);
    expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(1);
    expect(await memberChecks(db, user.id)).toBe(1);
    expect((await releaseStateRow(db, user.id, release.id))?.listenTo).toBeNull();
  });

  it('answers NOT_FOUND for a release that does not exist, and changes nothing', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    expect((await failure(server.current, CHECK_RELEASE, { releaseId: '99999999' }, token)).code).toBe(
      'NOT_FOUND',
    );
    expect((await failure(server.current, CHECK_RELEASE, { releaseId: 'abc' }, token)).code).toBe(
      'NOT_FOUND',
    );
    expect(await memberChecks(db, user.id)).toBe(0);
  });
});

describe('uncheckRelease', () => {
  it('clears the rating, reaction, deep listen and purple check, moves the counters back', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(server.current, LOVE, { itemId: release.id, itemType: 'RELEASE' }, token);
    await mutate(server.current, PURPLE, { releaseId: release.id }, token);
    await mutate(server.current, DEEP, { itemId: release.id, itemType: 'RELEASE' }, token);
    await mutate(
      server.current,
      `mutation { rateRelease(releaseId: "${release.id}", rating: 4) { id } }`,
      {},
      token,
    );
    const data = await mutate<{ uncheckRelease: Flags & { numberOfChecks: number } }>(
      server.current,
      UNCHECK_RELEASE,
      { releaseId: release.id },
      token,
    );
    expect(data.uncheckRelease).toMatchObject({
      currentUserHasChecked: false,
      currentUserHasLoved: false,
      currentUserDeepListened: false,
      numberOfChecks: 0,
      numberOfLoves: 0,
      currentUserRating: null,
    });
    // Nothing is left: no "not listened" album with a rating, after a reload either.
    expect(await releaseStateRow(db, user.id, release.id)).toBeNull();
    const reloaded = await mutate<{ release: Flags }>(
      server.current,
      `query($id: ID!) { release(id: $id) { ${FLAGS} } }`,
      { id: release.id },
      token,
    );
    expect(reloaded.release).toMatchObject({ currentUserHasChecked: false, currentUserRating: null });
    expect(await memberChecks(db, user.id)).toBe(0);
  });

  it('keeps the For Later entry of a rated release it unchecks, without the rating', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(
      server.current,
      `mutation { rateRelease(releaseId: "${release.id}", rating: 3) { id } }`,
      {},
      token,
    );
    await mutate(server.current, `mutation { addToListenTo(releaseId: "${release.id}") { id } }`, {}, token);
    await mutate(server.current, UNCHECK_RELEASE, { releaseId: release.id }, token);
    expect(await releaseStateRow(db, user.id, release.id)).toMatchObject({
      checkedAt: null,
      rating: null,
      listenTo: 'LISTEN_AGAIN',
    });
  });

  it('unchecking an unchecked release changes nothing and leaves no row', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(server.current, UNCHECK_RELEASE, { releaseId: release.id }, token);
    expect(await releaseStateRow(db, user.id, release.id)).toBeNull();
    expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(0);
  });
});

describe('checkSong / uncheckSong', () => {
  it('checks and unchecks a song with its counters', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const song = await buildSong(db);
    await mutate(server.current, CHECK_SONG, { songId: song.id }, token);
    expect((await songCounts(db, song.id)).numberOfChecks).toBe(1);
    expect(await memberChecks(db, user.id)).toBe(1);
    const data = await mutate<{ uncheckSong: Flags }>(
      server.current,
      UNCHECK_SONG,
      { songId: song.id },
      token,
    );
    expect(data.uncheckSong.currentUserHasChecked).toBe(false);
    expect((await songCounts(db, song.id)).numberOfChecks).toBe(0);
  });

  it('refuses to uncheck a song with preventUncheck, and keeps the check', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const song = await buildSong(db, { preventUncheck: true });
    await mutate(server.current, CHECK_SONG, { songId: song.id }, token);
    expect((await failure(server.current, UNCHECK_SONG, { songId: song.id }, token)).code).toBe('FORBIDDEN');
    expect((await songStateRow(db, user.id, song.id))?.checkedAt).not.toBeNull();
  });
});

describe('markDeepListen / unmarkDeepListen and markPurpleCheck', () => {
  it('a deep listen checks the item; removing it keeps the standard check', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const deep = await mutate<{ markDeepListen: Record<string, boolean> }>(
      server.current,
      DEEP,
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    expect(deep.markDeepListen).toEqual({ currentUserDeepListened: true, currentUserHasChecked: true });
    const undeep = await mutate<{ unmarkDeepListen: Record<string, boolean> }>(
      server.current,
      UNDEEP,
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    expect(undeep.unmarkDeepListen).toEqual({ currentUserDeepListened: false, currentUserHasChecked: true });
    const song = await buildSong(db);
    const deepSong = await mutate<{ markDeepListen: Record<string, boolean> }>(
      server.current,
      DEEP,
      { itemId: song.id, itemType: 'SONG' },
      token,
    );
    expect(deepSong.markDeepListen.currentUserDeepListened).toBe(true);
  });

  it('a purple check is a release flag that checks the release', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const data = await mutate<{ markPurpleCheck: Record<string, boolean> }>(
      server.current,
      PURPLE,
      { releaseId: release.id },
      token,
    );
    expect(data.markPurpleCheck).toEqual({ isPurpleCheck: true, currentUserHasChecked: true });
    expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(1);
  });
});

/** Each statement's first word; begin and commit are left out (PGlite's driver does not log them). */
const verbs = (statements: { sql: string }[]) =>
  statements
    .map((s) => s.sql.trim().split(/\s+/)[0]?.toLowerCase())
    .filter((verb) => verb !== 'begin' && verb !== 'commit');

describe('checkRelease statements', () => {
  it('is lean: the session, the locked read, one write with its counters, and the release', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const run = await server.current.recorded<CheckRelease>(
      CHECK_RELEASE,
      { releaseId: release.id },
      { token },
    );
    expect(run.body.errors).toBeUndefined();
    // The answer's flags come from what the transaction stored, not from a second read.
    expect(run.body.data?.checkRelease).toMatchObject({ currentUserHasChecked: true, numberOfChecks: 1 });
    expect(verbs(run.statements)).toEqual(['select', 'insert', 'with', 'select']);
    // Checking it again changes nothing, so nothing is written.
    const again = await server.current.recorded(CHECK_RELEASE, { releaseId: release.id }, { token });
    expect(verbs(again.statements)).toEqual(['select', 'insert', 'select']);
    expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(1);
  });
});
