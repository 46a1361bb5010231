import { DEMO_SIZE } from '../../../packages/server/src/seed/scale.ts';
import { idSequence, type LoadResult, loadAfterWarmUp } from '../load.ts';
import type { PageScenario } from './page-vs-raw.ts';
import { rawRelease } from './raw-release.ts';

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

/** Release pages over ids 1..releaseCount, in a fixed order. */
function releasePageBodies(releaseCount: number) {
  const nextId = idSequence(releaseCount);
  return () => ({ query: releasePageQuery, variables: { id: String(nextId()) } });
}

/** The release page of the demo catalog against its one-statement baseline (raw-release.ts). */
export const releasePageScenario: PageScenario = {
  name: 'release-page',
  label: 'release page',
  bodies: () => releasePageBodies(DEMO_SIZE),
  raw: rawRelease,
};

/** The release page under `connections` concurrent clients for `durationSeconds`, after a warm-up. */
export function benchReleasePage(
  url: string,
  releaseCount: number,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  return loadAfterWarmUp({ url, connections, durationSeconds, body: releasePageBodies(releaseCount) });
}
