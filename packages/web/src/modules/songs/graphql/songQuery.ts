import { graphql } from '../../../graphql/generated';

export const SongQuery = graphql(`
  query songQuery($id: ID!) {
    song(id: $id) {
      id
      title
      disambiguation
      isVideo
      year
      releaseDate
      image
      imageBackup
      duration
      hideReleaseLink
      artists {
        id
        name
        joinPhrase
      }
      roles {
        role
        artist {
          id
          name
          joinPhrase
        }
      }
      release {
        id
        title
        year
        thumb
        artists {
          id
          name
          joinPhrase
        }
      }
      dataSources {
        type
        url
      }
      numberOfLikes
      numberOfLoves
      numberOfFavorites
      numberOfLists
    }
  }
`);
