import { graphql } from '../../../graphql/generated';

export const ListForLikeListButtonQuery = graphql(`
  query ListForLikeListButton($id: ID!) {
    list(id: $id) {
      id
      currentUserLikes
      currentUserCreated
      numberOfLikes
    }
  }
`);
