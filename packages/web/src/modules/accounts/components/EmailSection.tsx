import { useMutation } from '@apollo/client/react';
import { changeEmailSchema } from '@earmark/shared';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorField, errorMessage, validateWith } from '../forms';
import { RequestEmailChangeMutation } from '../graphql/RequestEmailChange';
import { FormError } from './FormError';

type Props = { email: string | null };

/** The sign-in address, and a change of it confirmed from a link mailed to the new address. */
export function EmailSection({ email }: Props) {
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeMutation);
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: validateWith(changeEmailSchema),
  });

  async function handleSubmit(values: typeof form.values) {
    setError(null);
    try {
      await request({ variables: values });
      setSentTo(values.newEmail.trim());
      setEditing(false);
      form.reset();
    } catch (caught) {
      const field = errorField(caught);
      if (field && field in values) form.setFieldError(field, errorMessage(caught));
      else setError(errorMessage(caught));
    }
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Email
      </Title>
      <Text size="sm">
        You log in with <strong>{email}</strong> and get password reset links there.
      </Text>
      {sentTo && (
        <Alert color="green" title="Check your inbox" withCloseButton onClose={() => setSentTo(null)}>
          We sent a confirmation link to {sentTo}. Your address changes when you open it (within 24 hours).
        </Alert>
      )}
      {editing ? (
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Change email">
          <Stack gap="sm">
            <FormError message={error} />
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('newEmail')}
            />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <Group>
              <Button type="submit" loading={loading}>
                Send confirmation link
              </Button>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Change email
          </Button>
        </Group>
      )}
    </Stack>
  );
}
