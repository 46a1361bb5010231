import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, OpenedDb } from '../../src/db/open-db.ts';
import { artists, releases, userArtists, userReleases, userSongs, users } from '../../src/db/schema/index.ts';
import { addAllToListenTo } from '../../src/modules/listening/commands/add-all-to-listen-to.ts';
import { addToListenTo } from '../../src/modules/listening/commands/add-to-listen-to.ts';
import { checkItem } from '../../src/modules/listening/commands/check-item.ts';
import { rateItem } from '../../src/modules/listening/commands/rate-item.ts';
import { reactToItem } from '../../src/modules/listening/commands/react-to-item.ts';
import { removeFromListenTo } from '../../src/modules/listening/commands/remove-from-listen-to.ts';
import { removeRating } from '../../src/modules/listening/commands/remove-rating.ts';
import { removeReaction } from '../../src/modules/listening/commands/remove-reaction.ts';
import { setArtistFavorite } from '../../src/modules/listening/commands/set-artist-favorite.ts';
import { setDeepListen } from '../../src/modules/listening/commands/set-deep-listen.ts';
import { setPurpleCheck } from '../../src/modules/listening/commands/set-purple-check.ts';
import { uncheckItem } from '../../src/modules/listening/commands/uncheck-item.ts';
import { counterMismatches, NO_MISMATCHES } from '../counter-checks.ts';
import { buildArtist, buildRelease, buildSong, buildUser } from '../factories.ts';
import { openTestDb } from '../test-server.ts';

// The listening write commands on their own, below the resolvers: each one's rows, its answer,
// and the counters it moves (checked against the rows after every test).
let opened: OpenedDb;
let drop: () => Promise<void>;
let db: Db;

beforeAll(async () => {
  ({ opened, drop } = await openTestDb());
  db = opened.db;
});
afterAll(async () => {
  await opened.close();
  await drop();
});

async function member() {
  return buildUser(db);
}
async function release() {
  const built = await buildRelease(db);
  return { type: 'RELEASE' as const, id: built.release.id };
}
const releaseRow = (userId: number, releaseId: number) =>
  db
    .select()
    .from(userReleases)
    .where(and(eq(userReleases.userId, userId), eq(userReleases.releaseId, releaseId)))
    .then((rows) => rows[0]);
const releaseCounts = (id: number) =>
  db
    .select()
    .from(releases)
    .where(eq(releases.id, id))
    .then((rows) => rows[0]);
const checksOf = (userId: number) =>
  db
    .select({ n: users.numberOfChecks })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]?.n);

describe('listening commands', () => {
  it('checkItem and uncheckItem write the row and move both check counters', async () => {
    const user = await member();
    const item = await release();
    expect((await checkItem(db, user.id, item)).checked).toBe(true);
    expect((await releaseRow(user.id, item.id))?.checkedAt).toBeInstanceOf(Date);
    expect((await releaseCounts(item.id))?.numberOfChecks).toBe(1);
    expect(await checksOf(user.id)).toBe(1);
    expect((await uncheckItem(db, user.id, item)).checked).toBe(false);
    expect((await releaseCounts(item.id))?.numberOfChecks).toBe(0);
    expect(await checksOf(user.id)).toBe(0);
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('uncheckItem refuses a song that may not be unchecked, writing nothing', async () => {
    const user = await member();
    const song = await buildSong(db, { preventUncheck: true });
    const item = { type: 'SONG' as const, id: song.id };
    await checkItem(db, user.id, item);
    await expect(uncheckItem(db, user.id, item)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const [row] = await db.select().from(userSongs).where(eq(userSongs.songId, song.id));
    expect(row?.checkedAt).toBeInstanceOf(Date);
  });

  it('rateItem checks and rates; removeRating keeps the check; a bad rating writes nothing', async () => {
    const user = await member();
    const item = await release();
    expect(await rateItem(db, user.id, item, 4.5)).toMatchObject({ checked: true, rating: 4.5 });
    await expect(rateItem(db, user.id, item, 4.2)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await releaseRow(user.id, item.id))?.rating).toBe(4.5);
    expect(await removeRating(db, user.id, item)).toMatchObject({ checked: true, rating: null });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('reactToItem replaces the reaction and moves its counters; removeReaction clears only it', async () => {
    const user = await member();
    const item = await release();
    await reactToItem(db, user.id, item, 'LIKED');
    expect(await reactToItem(db, user.id, item, 'LOVED')).toMatchObject({ checked: true, reaction: 'LOVED' });
    expect(await releaseCounts(item.id)).toMatchObject({ numberOfLikes: 0, numberOfLoves: 1 });
    expect(await removeReaction(db, user.id, item, 'LOVED')).toMatchObject({ checked: true, reaction: null });
    expect(await releaseCounts(item.id)).toMatchObject({ numberOfLoves: 0, numberOfChecks: 1 });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });

  it('setDeepListen checks the item; removing it keeps the check', async () => {
    const user = await member();
    const item = await release();
    expect(await setDeepListen(db, user.id, item, true)).toMatchObject({ checked: true, deepListened: true });
    expect(await setDeepListen(db, user.id, item, false)).toMatchObject({
      checked: true,
      deepListened: false,
    });
    expect((await releaseRow(user.id, item.id))?.deepListened).toBe(false);
  });

  it('setPurpleCheck flags and checks a release', async () => {
    const user = await member();
    const item = await release();
    expect(await setPurpleCheck(db, user.id, item.id, true)).toMatchObject({
      checked: true,
      purpleCheck: true,
    });
    expect((await releaseRow(user.id, item.id))?.purpleCheck).toBe(true);
    expect(await setPurpleCheck(db, user.id, item.id, false)).toMatchObject({ purpleCheck: false });
  });

  it('addToListenTo and removeFromListenTo: first listen, or listen again once checked', async () => {
    const user = await member();
    const item = await release();
    expect((await addToListenTo(db, user.id, item)).listenTo).toBe('FIRST_LISTEN');
    expect((await removeFromListenTo(db, user.id, item)).listenTo).toBeNull();
    await checkItem(db, user.id, item);
    expect((await addToListenTo(db, user.id, item)).listenTo).toBe('LISTEN_AGAIN');
    expect((await releaseRow(user.id, item.id))?.listenTo).toBe('LISTEN_AGAIN');
  });

  it('addAllToListenTo answers the releases saved, skipping unknown ids', async () => {
    const user = await member();
    const [a, b] = [await release(), await release()];
    expect(await addAllToListenTo(db, user.id, [b.id, 99_999_999, a.id, b.id])).toEqual([b.id, a.id]);
    expect((await releaseRow(user.id, a.id))?.listenTo).toBe('FIRST_LISTEN');
    expect(await addAllToListenTo(db, user.id, [])).toEqual([]);
  });

  it('setArtistFavorite moves the artist counter once, and refuses an unknown artist', async () => {
    const user = await member();
    const artist = await buildArtist(db);
    await setArtistFavorite(db, user.id, artist.id, true);
    await setArtistFavorite(db, user.id, artist.id, true);
    const count = () =>
      db
        .select({ n: artists.numberOfFavorites })
        .from(artists)
        .where(eq(artists.id, artist.id))
        .then((rows) => rows[0]?.n);
    expect(await count()).toBe(1);
    await setArtistFavorite(db, user.id, artist.id, false);
    expect(await count()).toBe(0);
    expect(await db.select().from(userArtists).where(eq(userArtists.artistId, artist.id))).toEqual([]);
    await expect(setArtistFavorite(db, user.id, 99_999_999, true)).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await counterMismatches(db)).toEqual(NO_MISMATCHES);
  });
});
