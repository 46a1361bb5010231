import { describe, expect, it } from 'vitest';
import { buildRelease, buildSession, buildSong } from './factories.ts';
import { failure, releaseCounts } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const MUTATIONS: Array<[string, (ids: { releaseId: number; songId: number }) => string]> = [
  ['checkRelease', ({ releaseId }) => `checkRelease(releaseId: "${releaseId}") { id }`],
  ['uncheckRelease', ({ releaseId }) => `uncheckRelease(releaseId: "${releaseId}") { id }`],
  ['checkSong', ({ songId }) => `checkSong(songId: "${songId}") { id }`],
  ['uncheckSong', ({ songId }) => `uncheckSong(songId: "${songId}") { id }`],
  ['likeItem', ({ releaseId }) => `likeItem(itemId: "${releaseId}", itemType: RELEASE) { __typename }`],
  ['unlikeItem', ({ releaseId }) => `unlikeItem(itemId: "${releaseId}", itemType: RELEASE) { __typename }`],
  ['loveItem', ({ songId }) => `loveItem(itemId: "${songId}", itemType: SONG) { __typename }`],
  ['unloveItem', ({ songId }) => `unloveItem(itemId: "${songId}", itemType: SONG) { __typename }`],
  ['favoriteItem', ({ releaseId }) => `favoriteItem(id: "${releaseId}", type: "release") { __typename }`],
  ['unfavoriteItem', ({ releaseId }) => `unfavoriteItem(id: "${releaseId}", type: "release") { __typename }`],
  ['addToListenTo', ({ releaseId }) => `addToListenTo(releaseId: "${releaseId}") { id }`],
  ['removeFromListenTo', ({ releaseId }) => `removeFromListenTo(releaseId: "${releaseId}") { id }`],
  ['addSongToListenTo', ({ songId }) => `addSongToListenTo(songId: "${songId}") { id }`],
  ['removeSongFromListenTo', ({ songId }) => `removeSongFromListenTo(songId: "${songId}") { id }`],
  ['addAllToListenTo', ({ releaseId }) => `addAllToListenTo(releaseIds: ["${releaseId}"]) { id }`],
  ['rateRelease', ({ releaseId }) => `rateRelease(rating: 4, releaseId: "${releaseId}") { id }`],
  ['rateSong', ({ songId }) => `rateSong(rating: 4, songId: "${songId}") { id }`],
  ['removeReleaseRating', ({ releaseId }) => `removeReleaseRating(releaseId: "${releaseId}") { id }`],
  ['removeSongRating', ({ songId }) => `removeSongRating(songId: "${songId}") { id }`],
  [
    'markDeepListen',
    ({ releaseId }) => `markDeepListen(itemId: "${releaseId}", itemType: RELEASE) { __typename }`,
  ],
  ['markPurpleCheck', ({ releaseId }) => `markPurpleCheck(releaseId: "${releaseId}") { id }`],
];

describe('listening mutations for a guest', () => {
  it.each(MUTATIONS)(
    '%s answers LOGGED_OUT with loggedOut in the message and writes nothing',
    async (_name, field) => {
      const { db } = server.current;
      const { release } = await buildRelease(db);
      const song = await buildSong(db);
      const error = await failure(
        server.current,
        `mutation { ${field({ releaseId: release.id, songId: song.id })} }`,
        {},
      );
      expect(error.code).toBe('LOGGED_OUT');
      expect(error.message).toContain('loggedOut');
      expect((await releaseCounts(db, release.id)).numberOfChecks).toBe(0);
    },
  );

  it('a revoked session answers UNAUTHENTICATED, not LOGGED_OUT', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db, { revokedAt: new Date() });
    const { release } = await buildRelease(db);
    const error = await failure(
      server.current,
      `mutation { checkRelease(releaseId: "${release.id}") { id } }`,
      {},
      token,
    );
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});
