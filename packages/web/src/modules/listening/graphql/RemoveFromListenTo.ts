import { graphql } from '../../../graphql/generated';

export const RemoveFromListenToMutation = graphql(`
  mutation RemoveFromListenTo($releaseId: ID!) {
    removeFromListenTo(releaseId: $releaseId) {
      ...ReleaseActionFields
    }
  }
`);
