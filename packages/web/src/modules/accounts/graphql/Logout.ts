import { graphql } from '../../../graphql/generated';

export const LogoutMutation = graphql(`
  mutation logout($token: String!) {
    logout(token: $token)
  }
`);
