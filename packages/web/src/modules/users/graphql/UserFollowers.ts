import { graphql } from '../../../graphql/generated';

export const UserFollowersQuery = graphql(`
  query UserFollowers($username: String!, $offset: Int, $limit: Int) {
    user(username: $username) {
      id
      followers(offset: $offset, limit: $limit) {
        ...NetworkPageFields
      }
    }
  }
`);

export const NetworkPageFieldsFragment = graphql(`
  fragment NetworkPageFields on UserConnection {
    edges {
      node {
        ...NetworkUserFields
      }
    }
    pageInfo {
      hasMore
      totalCount
    }
  }
`);

export const NetworkUserFieldsFragment = graphql(`
  fragment NetworkUserFields on User {
    ...FollowFlagsFields
    avatar
    isSupporter
    isFAN
    isVIP
  }
`);
