import { graphql } from '../../../graphql/generated';

export const FollowUserMutation = graphql(`
  mutation followUser($followeeUsername: String!) {
    followUser(followeeUsername: $followeeUsername) {
      ...FollowFlagsFields
    }
  }
`);
