import { graphql } from '../../../graphql/generated';

export const DeleteUserMutation = graphql(`
  mutation deleteUser($userId: ID!) {
    deleteUser(userId: $userId)
  }
`);
