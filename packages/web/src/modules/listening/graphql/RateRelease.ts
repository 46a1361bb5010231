import { graphql } from '../../../graphql/generated';

export const RateReleaseMutation = graphql(`
  mutation rateRelease($rating: Float!, $releaseId: ID!) {
    rateRelease(rating: $rating, releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
