import { describe, expect, it } from 'vitest';
import {
  buildArtist,
  buildCheck,
  buildFollow,
  buildList,
  buildLog,
  buildRelease,
  buildSession,
  buildUser,
} from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RELEASE_PAGE = /* GraphQL */ `
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id title image tracksCount
      artists { id name image }
      tracks {
        position title duration
        artists { id name }
        song { id title link mbLink preventUncheck currentUserHasChecked currentUserDeepListened
          currentUserHasAddedToListenTo currentUserHasLiked currentUserHasLoved currentUserHasFavorited
          currentUserRating numberOfLikes numberOfLoves numberOfFavorites }
      }
      currentUserHasChecked currentUserRating currentUserHasLogged isPurpleCheck
      currentUserLogs { id }
    }
  }
`;

const NEWEST = /* GraphQL */ `
  query NewestReleasesForHomePage($limit: Int) {
    newestReleases(limit: $limit) {
      edges { node { id title image artists { id name } currentUserHasChecked currentUserHasLiked currentUserRating } }
      pageInfo { hasMore totalCount }
    }
  }
`;

/**
 * The SQL statements each page issues: the same whatever the number of rows (no N+1), and pinned,
 * so a change in a page's cost shows here and is made on purpose (update the number with it).
 */
describe('statements per operation', () => {
  it('the release page issues as many statements for 40 tracks as for 4', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const small = await buildRelease(db, { tracks: 4 });
    const large = await buildRelease(db, { tracks: 40 });
    for (const built of [small, large]) {
      await buildCheck(db, { user, release: built.release, rating: 4 });
      for (const song of built.songs.slice(0, 2)) await buildCheck(db, { user, song, reaction: 'LIKED' });
      await buildLog(db, { user, release: built.release });
    }

    const a = await server.current.recorded(RELEASE_PAGE, { id: String(small.release.id) }, { token });
    const b = await server.current.recorded(RELEASE_PAGE, { id: String(large.release.id) }, { token });
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect(a.statements.length).toBeGreaterThan(0);
    expect(b.statements.length).toBe(a.statements.length);
    // Pinned: a change to the count is a change to the page's cost, made on purpose.
    expect(a.statements.length).toBe(7);
  });

  it('the newest releases page issues as many statements for 20 releases as for 5', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const album = { primaryType: 'ALBUM' as const, releaseDate: '2024-01-01' };
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await buildRelease(db, album));
    // Earlier tests in this file made releases too; count only what this page shows.
    const five = await server.current.recorded(NEWEST, { limit: 5 }, { token });
    for (let i = 0; i < 15; i++) {
      const built = await buildRelease(db, album);
      await buildCheck(db, { user, release: built.release, reaction: 'LOVED' });
    }
    const twenty = await server.current.recorded<{ newestReleases: { edges: unknown[] } }>(
      NEWEST,
      { limit: 20 },
      { token },
    );
    expect(twenty.body.data?.newestReleases.edges).toHaveLength(20);
    expect(twenty.statements.length).toBe(five.statements.length);
    expect(five.statements.length).toBe(5);
  });
});

/** The artist page's three operations as the web client sends them, in one document. */
const ARTIST_PAGE = /* GraphQL */ `
  query artistPage($id: ID!) {
    artist(id: $id) {
      id name disambiguation image profile numberOfFavorites currentUserHasFavorited
      dataSources { type url }
      releaseStats
      releases(releaseSortBy: YEAR_NEWEST, primaryTypes: [ALBUM], secondaryTypes: [], offset: 0, limit: 25) {
        edges { node { id title year image thumb primaryType secondaryTypes artists { id name joinPhrase }
          currentUserHasChecked currentUserRating } }
        pageInfo { hasMore totalCount }
        currentUserNumberOfChecks
      }
    }
  }
`;

const LOG_FIELDS = `id link dateText rating review reviewTitle gratitude hadChills wasDeepListen listenedBefore
  liked loved favorited upvoteCount { review gratitude } user { id username avatar }`;
const LIST_FIELDS = 'id name createdBy albumCovers itemsCount numberOfLikes';
const USER_FIELDS = `id username avatar isSupporter isFollowedByCurrentUser isFollowingCurrentUser
  isFriendsWithCurrentUser`;

/**
 * A release page's other tabs: reflections, listeners, and each kind of list holding it. The two
 * list fields go apart: their cover loads batch together or not depending on when each resolves.
 */
const RELEASE_TABS = [
  `query ReleaseLogs($id: ID!) { release(id: $id) { id
    logs { edges { node { ${LOG_FIELDS} } } pageInfo { hasMore totalCount } } } }`,
  `query ReleaseUsers($id: ID!) { release(id: $id) { id
    users(status: LISTENED) { edges { node { ${USER_FIELDS} } } pageInfo { hasMore totalCount } } } }`,
  `query curatorLists($id: ID!) { release(id: $id) { id
    curatorLists { edges { node { ${LIST_FIELDS} } } pageInfo { totalCount } } } }`,
  `query userLists($id: ID!) { release(id: $id) { id
    userLists { edges { node { ${LIST_FIELDS} } } pageInfo { totalCount } } } }`,
];

describe('statements per catalog page', () => {
  it('the artist discography page issues as many statements for 25 releases as for 5', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const counts: number[] = [];
    for (const size of [5, 25]) {
      const artist = await buildArtist(db);
      const other = await buildArtist(db);
      for (let i = 0; i < size; i++) {
        // Every other release shares the credit with a second artist, and a few are checked.
        const built = await buildRelease(db, {
          artists: i % 2 ? [artist, other] : [artist],
          year: 1990 + i,
          secondaryTypes: i % 5 === 0 ? ['LIVE'] : [],
        });
        if (i % 3 === 0) await buildCheck(db, { user, release: built.release, rating: 3 });
      }
      const run = await server.current.recorded<{
        artist: { releases: { edges: unknown[]; currentUserNumberOfChecks: number } };
      }>(ARTIST_PAGE, { id: String(artist.id) }, { token });
      expect(run.body.errors).toBeUndefined();
      expect(run.body.data?.artist.releases.edges).toHaveLength(size - Math.ceil(size / 5));
      counts.push(run.statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBe(9);
  });

  it("a release's activity, lists and users tabs do not grow with their rows", async () => {
    const { db } = server.current;
    const { token, user: viewer } = await buildSession(db);
    const counts: number[] = [];
    for (const size of [2, 12]) {
      const { release } = await buildRelease(db, { tracks: 1 });
      for (let i = 0; i < size; i++) {
        const member = await buildUser(db);
        await buildCheck(db, { user: member, release, reaction: i % 2 ? 'LIKED' : null });
        await buildLog(db, { user: member, release, review: `Review ${i}`, rating: 4 });
        if (i % 2) await buildFollow(db, viewer, member);
        await buildList(
          db,
          i % 2
            ? { user: member, items: [{ release }] }
            : { user: null, isPersonal: false, curator: 'A magazine', items: [{ release }] },
        );
      }
      const perTab: number[] = [];
      for (const query of RELEASE_TABS) {
        const run = await server.current.recorded(query, { id: String(release.id) }, { token });
        expect(run.body.errors).toBeUndefined();
        perTab.push(run.statements.length);
      }
      counts.push(perTab.reduce((sum, n) => sum + n, 0));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBe(23);
  });
});
