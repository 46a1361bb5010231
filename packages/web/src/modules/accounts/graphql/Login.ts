import { graphql } from '../../../graphql/generated';

export const LoginMutation = graphql(`
  mutation login($usernameOrEmail: String!, $password: String!) {
    login(usernameOrEmail: $usernameOrEmail, password: $password) {
      token
      expiresAt
    }
  }
`);
