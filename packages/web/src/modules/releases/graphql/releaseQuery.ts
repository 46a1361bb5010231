import { graphql } from '../../../graphql/generated';

export const ReleaseQuery = graphql(`
  query releaseQuery($id: ID!) {
    release(id: $id) {
      id
      title
      disambiguation
      year
      releaseDate
      image
      imageBackup
      genres
      label
      primaryType
      secondaryTypes
      artists {
        id
        name
        joinPhrase
      }
      dataSources {
        type
        url
      }
      numberOfChecks
      numberOfLikes
      numberOfLoves
      numberOfFavorites
      numberOfLists
      tracksCount
      tracks {
        ...TrackRowFields
      }
    }
  }
`);
