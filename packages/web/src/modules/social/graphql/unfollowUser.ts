import { graphql } from '../../../graphql/generated';

export const UnfollowUserMutation = graphql(`
  mutation unfollowUser($followeeUsername: String!) {
    unfollowUser(followeeUsername: $followeeUsername) {
      ...FollowFlagsFields
    }
  }
`);
