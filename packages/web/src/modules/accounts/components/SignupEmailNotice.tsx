import { Alert, Anchor, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { REQUEST_PASSWORD_RESET_PATH } from '../paths';

type Props = { email: string };

/**
 * After a signup whose session did not open: the address already has an account (the server does
 * not say so in its answer; it mailed the owner instead).
 */
export function SignupEmailNotice({ email }: Props) {
  return (
    <Alert color="blue" icon={<IconMail size={18} aria-hidden />} title="Check your email" role="status">
      <Text size="sm">
        If {email} already has an Earmark account, we have sent it a message. Please{' '}
        <Anchor component={Link} to={ROUTES.login} size="sm">
          log in
        </Anchor>
        , or{' '}
        <Anchor component={Link} to={REQUEST_PASSWORD_RESET_PATH} size="sm">
          reset your password
        </Anchor>{' '}
        if you have forgotten it.
      </Text>
    </Alert>
  );
}
