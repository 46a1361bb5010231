import { graphql } from '../../../graphql/generated';

export const AddSongToListenToMutation = graphql(`
  mutation AddSongToListenTo($songId: ID!) {
    addSongToListenTo(songId: $songId) {
      ...SongActionFields
    }
  }
`);
