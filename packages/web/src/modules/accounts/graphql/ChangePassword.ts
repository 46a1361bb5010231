import { graphql } from '../../../graphql/generated';

export const ChangePasswordMutation = graphql(`
  mutation changePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
