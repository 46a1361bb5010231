import { graphql } from '../../../graphql/generated';

/** The user page's header, shown on every section. */
export const UserForUserPageQuery = graphql(`
  query UserForUserPage($username: String!) {
    user(username: $username) {
      ...FollowFlagsFields
      avatar
      bio
      website
      isSupporter
      isFAN
      isVIP
      numberOfChecks
      numberOfLists
      isBlockedByCurrentUser
      isPrivate
      hasBlockedCurrentUser
    }
  }
`);
