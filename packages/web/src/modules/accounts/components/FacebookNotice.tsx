import { Alert, Anchor, Text } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { supportEmail, supportMailto } from '../../../lib/links';

/** Facebook login is gone: those members ask support for a password. */
export function FacebookNotice() {
  return (
    <Alert
      role="note"
      color="blue"
      variant="light"
      icon={<IconBrandFacebook size={18} aria-hidden />}
      title="Signed up with Facebook?"
    >
      <Text size="sm">
        Facebook login is no longer available. Please contact support at{' '}
        <Anchor href={supportMailto()}>{supportEmail()}</Anchor> to set a new password.
      </Text>
    </Alert>
  );
}
