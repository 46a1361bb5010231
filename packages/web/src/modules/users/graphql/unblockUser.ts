import { graphql } from '../../../graphql/generated';

export const UnblockUserMutation = graphql(`
  mutation unblockUser($username: String!) {
    unblockUser(username: $username) {
      ...FollowFlagsFields
      isBlockedByCurrentUser
    }
  }
`);
