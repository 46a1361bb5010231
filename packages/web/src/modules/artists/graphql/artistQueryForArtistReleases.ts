import { graphql } from '../../../graphql/generated';

export const ArtistReleasesQuery = graphql(`
  query artistQueryForArtistReleases(
    $id: ID!
    $releaseSortBy: ReleaseSortBy
    $primaryTypes: [ReleasePrimaryType!]
    $secondaryTypes: [ReleaseSecondaryType!]
    $offset: Int
    $limit: Int
  ) {
    artist(id: $id) {
      id
      releases(
        releaseSortBy: $releaseSortBy
        primaryTypes: $primaryTypes
        secondaryTypes: $secondaryTypes
        offset: $offset
        limit: $limit
      ) {
        edges {
          node {
            ...ReleaseCardFields
            ...ReleaseActionFields
            disambiguation
            primaryType
            secondaryTypes
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
        currentUserNumberOfChecks
      }
    }
  }
`);
