import { graphql } from '../../../graphql/generated';

export const UserRowFieldsFragment = graphql(`
  fragment UserRowFields on User {
    id
    username
    avatar
    isSupporter
    isFAN
    isVIP
    isFollowedByCurrentUser
    isFollowingCurrentUser
    isFriendsWithCurrentUser
    ...FollowFlagsFields
  }
`);
