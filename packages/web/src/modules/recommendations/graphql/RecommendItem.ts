import { graphql } from '../../../graphql/generated';

export const RecommendReleaseMutation = graphql(`
  mutation recommendRelease($recommendeeIds: [ID!]!, $releaseId: ID!, $explanation: String) {
    recommendRelease(recommendeeIds: $recommendeeIds, releaseId: $releaseId, explanation: $explanation) {
      id
    }
  }
`);

export const RecommendSongMutation = graphql(`
  mutation recommendSong($recommendeeIds: [ID!]!, $songId: ID!, $explanation: String) {
    recommendSong(recommendeeIds: $recommendeeIds, songId: $songId, explanation: $explanation) {
      id
    }
  }
`);
