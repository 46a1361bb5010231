import { graphql } from '../../../graphql/generated';

export const FollowListMutation = graphql(`
  mutation followList($listId: ID!) {
    followList(listId: $listId) {
      id
      currentUserFollows
      numberOfFollows
    }
  }
`);
