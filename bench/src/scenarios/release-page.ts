import { idSequence, type LoadResult, loadGraphql } from '../load.ts';

/** The release page's data: release, artists, tracks, counts and the current member's flags. */
export const releasePageQuery = /* GraphQL */ `
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id title year image thumb genres label primaryType secondaryTypes
      artists { id name link joinPhrase }
      dataSources { type url }
      tracksCount
      tracks { id position title duration artists { id name joinPhrase } song { id preventUncheck } }
      numberOfChecks numberOfLikes numberOfLoves numberOfFavorites numberOfLists
      currentUserHasChecked currentUserDeepListened isPurpleCheck currentUserHasAddedToListenTo
      currentUserHasFavorited currentUserHasLiked currentUserHasLoved currentUserHasLogged currentUserRating
    }
  }
`;

/** Seconds of load before the measured run: pool connections open, statements get prepared. */
const WARM_UP_SECONDS = 3;

/**
 * The release page under `connections` concurrent clients for `durationSeconds`, after a short
 * warm-up under the same load (a just-started server on a just-seeded database is not the steady
 * state: connections, prepared statements, JIT-compiled queries and hint bits are all cold).
 */
export async function benchReleasePage(
  url: string,
  releaseCount: number,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const nextId = idSequence(releaseCount);
  const body = () => ({ query: releasePageQuery, variables: { id: String(nextId()) } });
  await loadGraphql({ url, connections, durationSeconds: WARM_UP_SECONDS, body });
  return loadGraphql({ url, connections, durationSeconds, body });
}
