import { graphql } from '../../../graphql/generated';

export const SignupMutation = graphql(`
  mutation signup($username: String!, $password: String!, $email: String!, $allowEmail: Boolean!) {
    signup(username: $username, password: $password, email: $email, allowEmail: $allowEmail) {
      token
      expiresAt
    }
  }
`);
