import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type Props = { message: string | null };

/** The server's message for a refused login, signup or reset. */
export function FormError({ message }: Props) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
