import { describe, expect, it } from 'vitest';
import { buildRelease, buildSession, buildSong } from './factories.ts';
import { failure, mutate, releaseStateRow, songStateRow } from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const RATE_RELEASE = `mutation rateRelease($rating: Float!, $releaseId: ID!) { rateRelease(rating: $rating, releaseId: $releaseId) { id currentUserRating currentUserHasChecked numberOfChecks } }`;
const RATE_SONG = `mutation rateSong($rating: Float!, $songId: ID!) { rateSong(rating: $rating, songId: $songId) { id currentUserRating currentUserHasChecked } }`;
const REMOVE_RELEASE_RATING = `mutation removeReleaseRating($releaseId: ID!) { removeReleaseRating(releaseId: $releaseId) { currentUserRating currentUserHasChecked } }`;
const REMOVE_SONG_RATING = `mutation removeSongRating($songId: ID!) { removeSongRating(songId: $songId) { currentUserRating } }`;

describe('rateRelease', () => {
  it('rates in half steps and checks the release; 0 removes the rating', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    const rated = await mutate<{ rateRelease: Record<string, unknown> }>(
      server.current,
      RATE_RELEASE,
      { rating: 3.5, releaseId: release.id },
      token,
    );
    expect(rated.rateRelease).toMatchObject({
      currentUserRating: 3.5,
      currentUserHasChecked: true,
      numberOfChecks: 1,
    });
    const cleared = await mutate<{ rateRelease: Record<string, unknown> }>(
      server.current,
      RATE_RELEASE,
      { rating: 0, releaseId: release.id },
      token,
    );
    expect(cleared.rateRelease).toMatchObject({ currentUserRating: null, currentUserHasChecked: true });
    expect((await releaseStateRow(db, user.id, release.id))?.ratedAt).toBeNull();
  });

  it('refuses anything but 0.5–5 in half steps as BAD_USER_INPUT and keeps the old rating', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(server.current, RATE_RELEASE, { rating: 2, releaseId: release.id }, token);
    for (const rating of [5.5, -0.5, 1.25, 0.1, 100]) {
      const error = await failure(server.current, RATE_RELEASE, { rating, releaseId: release.id }, token);
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rating' });
    }
    expect((await releaseStateRow(db, user.id, release.id))?.rating).toBe(2);
  });
});

describe('removeReleaseRating', () => {
  it('removes the rating and keeps the check', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(server.current, RATE_RELEASE, { rating: 5, releaseId: release.id }, token);
    const data = await mutate<{ removeReleaseRating: Record<string, unknown> }>(
      server.current,
      REMOVE_RELEASE_RATING,
      { releaseId: release.id },
      token,
    );
    expect(data.removeReleaseRating).toEqual({ currentUserRating: null, currentUserHasChecked: true });
  });
});

describe('rateSong / removeSongRating', () => {
  it('rates a song, checking it, and removes the rating', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const song = await buildSong(db);
    const rated = await mutate<{ rateSong: Record<string, unknown> }>(
      server.current,
      RATE_SONG,
      { rating: 0.5, songId: song.id },
      token,
    );
    expect(rated.rateSong).toMatchObject({ currentUserRating: 0.5, currentUserHasChecked: true });
    await mutate(server.current, REMOVE_SONG_RATING, { songId: song.id }, token);
    expect((await songStateRow(db, user.id, song.id))?.rating).toBeNull();
  });
});
