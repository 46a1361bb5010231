import { graphql } from '../../../graphql/generated';

export const RemoveReleaseRatingMutation = graphql(`
  mutation removeReleaseRating($releaseId: ID!) {
    removeReleaseRating(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
