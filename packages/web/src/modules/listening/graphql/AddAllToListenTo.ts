import { graphql } from '../../../graphql/generated';

export const AddAllToListenToMutation = graphql(`
  mutation addAllToListenTo($releaseIds: [ID!]!) {
    addAllToListenTo(releaseIds: $releaseIds) {
      id
      currentUserHasAddedToListenTo
    }
  }
`);
