import { graphql } from '../../../graphql/generated';

export const UnmarkPurpleCheckMutation = graphql(`
  mutation unmarkPurpleCheck($releaseId: ID!) {
    unmarkPurpleCheck(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
