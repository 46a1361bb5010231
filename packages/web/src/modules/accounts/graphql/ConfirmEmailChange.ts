import { graphql } from '../../../graphql/generated';

export const ConfirmEmailChangeMutation = graphql(`
  mutation confirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);
