import { graphql } from '../../../graphql/generated';

/** What a follow or block changes on a member, so the cache updates everywhere they show. */
export const FollowFlagsFieldsFragment = graphql(`
  fragment FollowFlagsFields on User {
    id
    username
    displayName
    isFollowedByCurrentUser
    isFollowingCurrentUser
    isFriendsWithCurrentUser
    numberOfFollowers
    numberOfFollowees
  }
`);
