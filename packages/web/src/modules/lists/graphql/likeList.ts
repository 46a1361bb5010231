import { graphql } from '../../../graphql/generated';

export const LikeListMutation = graphql(`
  mutation likeList($listId: ID!) {
    likeList(listId: $listId) {
      id
      currentUserLikes
      numberOfLikes
    }
  }
`);
