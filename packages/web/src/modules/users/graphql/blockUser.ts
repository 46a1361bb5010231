import { graphql } from '../../../graphql/generated';

export const BlockUserMutation = graphql(`
  mutation blockUser($username: String!) {
    blockUser(username: $username) {
      ...FollowFlagsFields
      isBlockedByCurrentUser
    }
  }
`);
