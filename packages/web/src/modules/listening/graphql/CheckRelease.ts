import { graphql } from '../../../graphql/generated';

export const CheckReleaseMutation = graphql(`
  mutation checkRelease($releaseId: ID!) {
    checkRelease(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
