import { graphql } from '../../../graphql/generated';

export const UnfollowListMutation = graphql(`
  mutation unfollowList($listId: ID!) {
    unfollowList(listId: $listId) {
      id
      currentUserFollows
      numberOfFollows
    }
  }
`);
