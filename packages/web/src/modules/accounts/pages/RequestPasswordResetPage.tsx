import { useMutation } from '@apollo/client/react';
import { resetPasswordRequestSchema } from '@earmark/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { errorMessage, validateWith } from '../forms';
import { SendResetPwdEmailMutation } from '../graphql/SendResetPwdEmail';
import { showResetEmailSentToast } from '../toasts';
import { useSubmitOnce } from '../useSubmitOnce';

export function RequestPasswordResetPage() {
  usePageMeta({
    title: 'Reset your password',
    description: 'Ask for an email with a link to choose a new password.',
  });
  const [send, { loading }] = useMutation(SendResetPwdEmailMutation);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: validateWith(resetPasswordRequestSchema) });

  const handleSubmit = useSubmitOnce(async (values: typeof form.values) => {
    setError(null);
    try {
      await send({ variables: values });
      setSent(true);
      showResetEmailSentToast();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <AuthCard title="Reset your password">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the email address of your account and we will send you a link to choose a new password.
          </Text>
          <FormError message={error} />
          {sent && (
            <Text size="sm" role="status">
              Email sent. Check your email for a password reset link.
            </Text>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Send reset link
          </Button>
          <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
