import { graphql } from '../../../graphql/generated';

export const RemoveSongRatingMutation = graphql(`
  mutation removeSongRating($songId: ID!) {
    removeSongRating(songId: $songId) {
      ...SongActionFields
    }
  }
`);
