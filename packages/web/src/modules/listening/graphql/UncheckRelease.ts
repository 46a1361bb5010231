import { graphql } from '../../../graphql/generated';

export const UncheckReleaseMutation = graphql(`
  mutation uncheckRelease($releaseId: ID!) {
    uncheckRelease(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
