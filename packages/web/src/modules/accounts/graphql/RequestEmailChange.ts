import { graphql } from '../../../graphql/generated';

export const RequestEmailChangeMutation = graphql(`
  mutation requestEmailChange($newEmail: String!, $currentPassword: String!) {
    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword)
  }
`);
