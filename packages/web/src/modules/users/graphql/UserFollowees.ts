import { graphql } from '../../../graphql/generated';

export const UserFolloweesQuery = graphql(`
  query UserFollowees($username: String!, $offset: Int, $limit: Int) {
    user(username: $username) {
      id
      followees(offset: $offset, limit: $limit) {
        ...NetworkPageFields
      }
    }
  }
`);
