import { graphql } from '../../../graphql/generated';

export const RemoveSongFromListenToMutation = graphql(`
  mutation RemoveSongFromListenTo($songId: ID!) {
    removeSongFromListenTo(songId: $songId) {
      ...SongActionFields
    }
  }
`);
