import { LIMITS } from '@earmark/shared';
import { DEMO_SIZE, scaleFor } from '../../../packages/server/src/seed/scale.ts';
import { idSequence } from '../load.ts';
import type { PageScenario } from './page-vs-raw.ts';
import { rawArtistPage } from './raw-artist-page.ts';

/**
 * The artist page's first screen in one operation: the header (the web's ArtistForArtistPage)
 * and the first discography page under the default filters (artistQueryForArtistReleases: albums
 * without secondary types, newest first, 25 releases, with ReleaseCardFields and
 * ReleaseActionFields). The web sends them as two operations, the second once the header has
 * answered; the toolbar's releaseStats is a third, not measured here.
 */
export const artistPageQuery = /* GraphQL */ `
  query ArtistPageFirstScreen($id: ID!, $limit: Int) {
    artist(id: $id) {
      id name disambiguation image profile numberOfFavorites
      dataSources { type url }
      releases(releaseSortBy: YEAR_NEWEST, primaryTypes: [ALBUM], secondaryTypes: [], offset: 0, limit: $limit) {
        edges {
          node {
            id title year image thumb artists { id name joinPhrase }
            artistName link mbReleaseGroupLink youtubePlaylistId
            currentUserHasChecked currentUserDeepListened isPurpleCheck currentUserHasAddedToListenTo
            currentUserHasLiked currentUserHasLoved currentUserHasFavorited currentUserRating
            numberOfChecks numberOfLikes numberOfLoves numberOfFavorites
            primaryType secondaryTypes
          }
        }
        pageInfo { hasMore totalCount }
        currentUserNumberOfChecks
      }
    }
  }
`;

/** Artist pages over every artist of the demo catalog, in a fixed order. */
export const artistPageScenario: PageScenario = {
  name: 'artist-page',
  label: 'artist page (header + first discography page)',
  bodies: () => {
    const nextId = idSequence(scaleFor(DEMO_SIZE).artists);
    return () => ({
      query: artistPageQuery,
      variables: { id: String(nextId()), limit: LIMITS.artistReleasesPageSize },
    });
  },
  raw: rawArtistPage,
};
