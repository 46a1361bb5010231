import { graphql } from '../../../graphql/generated';

export const ArtistReleaseTypeFiltersQuery = graphql(`
  query artistQueryForReleaseTypeFilters($id: ID!) {
    artist(id: $id) {
      id
      releaseStats
    }
  }
`);
