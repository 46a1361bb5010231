import { graphql } from '../../../graphql/generated';

export const SendResetPwdEmailMutation = graphql(`
  mutation sendResetPwdEmail($email: String!) {
    sendResetPwdEmail(email: $email)
  }
`);
