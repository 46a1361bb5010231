import { graphql } from '../../../graphql/generated';

export const ListForFollowListButtonQuery = graphql(`
  query ListForFollowListButton($id: ID!) {
    list(id: $id) {
      id
      tags
      currentUserFollows
      numberOfFollows
    }
  }
`);
