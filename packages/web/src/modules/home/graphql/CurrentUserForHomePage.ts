import { graphql } from '../../../graphql/generated';

/** Recent Activity From Friends: the latest checks of the members the member follows. */
export const CurrentUserForHomePageQuery = graphql(`
  query CurrentUserForHomePage($offset: Int, $limit: Int) {
    currentUser {
      id
      friendsActivity(offset: $offset, limit: $limit) {
        edges {
          node {
            ...ActivityCardFields
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
