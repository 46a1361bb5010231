import { useMutation } from '@apollo/client/react';
import { changePasswordSchema, PASSWORD_HINT } from '@earmark/shared';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorField, errorMessage, validateWith } from '../forms';
import { ChangePasswordMutation } from '../graphql/ChangePassword';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

/** A new password given the current one; the server signs every other device out. */
export function PasswordSection() {
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: validateWith(changePasswordSchema),
  });

  async function handleSubmit(values: typeof form.values) {
    setError(null);
    try {
      await change({ variables: values });
      form.reset();
      showSavedToast('Your password has been changed. Your other devices have been logged out.');
    } catch (caught) {
      const field = errorField(caught);
      if (field && field in values) form.setFieldError(field, errorMessage(caught));
      else setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Change password">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Password
        </Title>
        <FormError message={error} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          description={PASSWORD_HINT}
          {...form.getInputProps('newPassword')}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
