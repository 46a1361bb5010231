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

export function benchReleasePage(
  url: string,
  releaseCount: number,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const nextId = idSequence(releaseCount);
  return loadGraphql({
    url,
    connections,
    durationSeconds,
    body: () => ({ query: releasePageQuery, variables: { id: String(nextId()) } }),
  });
}
