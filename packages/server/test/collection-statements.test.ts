import { describe, expect, it } from 'vitest';
import { buildCheck, buildRelease, buildSession, buildSong } from './factories.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

/** The web client's collection page selection (UserLibrary). */
const LIBRARY = `query UserLibrary($username: String!, $filters: CollectionFilters) {
  user(username: $username) { id collection(filters: $filters) {
    edges { node { __typename
      ... on Release { id title year image artists { id name joinPhrase } currentUserHasChecked currentUserDeepListened
        isPurpleCheck currentUserHasAddedToListenTo currentUserHasLiked currentUserHasLoved currentUserHasFavorited
        currentUserRating numberOfChecks numberOfLikes }
      ... on Song { id title year image artists { id name joinPhrase } preventUncheck currentUserHasChecked currentUserRating } } }
    pageInfo { hasMore totalCount } } } }`;

async function statementsFor(count: number, type: 'RELEASE' | 'SONG') {
  const { db } = server.current;
  const { token, user } = await buildSession(db);
  for (let i = 0; i < count; i++) {
    if (type === 'RELEASE') await buildCheck(db, { user, release: (await buildRelease(db)).release });
    else
      await buildCheck(db, {
        user,
        song: await buildSong(db, { releaseId: (await buildRelease(db)).release.id }),
      });
  }
  const result = await server.current.recorded(
    LIBRARY,
    { username: user.username, filters: { type } },
    { token },
  );
  expect(result.body.errors).toBeUndefined();
  return result.statements.length;
}

describe('User.collection statements', () => {
  it('loads a page with a fixed number of statements, whatever its size (no N+1)', async () => {
    const few = await statementsFor(2, 'RELEASE');
    const many = await statementsFor(12, 'RELEASE');
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(10);
    expect(await statementsFor(12, 'SONG')).toBe(await statementsFor(2, 'SONG'));
  });
});
