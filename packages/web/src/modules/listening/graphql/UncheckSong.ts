import { graphql } from '../../../graphql/generated';

export const UncheckSongMutation = graphql(`
  mutation uncheckSong($songId: ID!) {
    uncheckSong(songId: $songId) {
      ...SongActionFields
    }
  }
`);
