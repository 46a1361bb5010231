import { graphql } from '../../../graphql/generated';

export const UnlikeListMutation = graphql(`
  mutation unlikeList($listId: ID!) {
    unlikeList(listId: $listId) {
      id
      currentUserLikes
      numberOfLikes
    }
  }
`);
