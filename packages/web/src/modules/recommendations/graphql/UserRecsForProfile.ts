import { graphql } from '../../../graphql/generated';

export const UserRecsForProfileQuery = graphql(`
  query UserRecsForProfile($username: String!, $offset: Int, $limit: Int) {
    user(username: $username) {
      id
      recs(offset: $offset, limit: $limit) {
        edges {
          node {
            ...RecFields
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
    }
  }
`);
