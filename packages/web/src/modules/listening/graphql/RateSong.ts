import { graphql } from '../../../graphql/generated';

export const RateSongMutation = graphql(`
  mutation rateSong($rating: Float!, $songId: ID!) {
    rateSong(rating: $rating, songId: $songId) {
      ...SongActionFields
    }
  }
`);
