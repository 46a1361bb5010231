import { graphql } from '../../../graphql/generated';

export const MarkPurpleCheckMutation = graphql(`
  mutation markPurpleCheck($releaseId: ID!) {
    markPurpleCheck(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
