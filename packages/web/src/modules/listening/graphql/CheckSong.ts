import { graphql } from '../../../graphql/generated';

export const CheckSongMutation = graphql(`
  mutation checkSong($songId: ID!) {
    checkSong(songId: $songId) {
      ...SongActionFields
    }
  }
`);
