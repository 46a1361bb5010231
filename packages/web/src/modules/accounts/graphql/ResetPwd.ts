import { graphql } from '../../../graphql/generated';

export const ResetPwdMutation = graphql(`
  mutation resetPwd($token: String!, $newPassword: String!) {
    resetPwd(token: $token, newPassword: $newPassword) {
      token
      expiresAt
    }
  }
`);
