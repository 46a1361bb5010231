import { graphql } from '../../../graphql/generated';

export const AddToListenToMutation = graphql(`
  mutation AddToListenTo($releaseId: ID!) {
    addToListenTo(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
