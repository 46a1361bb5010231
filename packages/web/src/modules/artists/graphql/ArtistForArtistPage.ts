import { graphql } from '../../../graphql/generated';

export const ArtistForArtistPageQuery = graphql(`
  query ArtistForArtistPage($id: ID!) {
    artist(id: $id) {
      id
      name
      disambiguation
      type
      image
      profile
      numberOfFavorites
      currentUserHasFavorited
      dataSources {
        type
        url
      }
    }
  }
`);
