import { useMutation } from '@apollo/client/react';
import { PASSWORD_HINT, resetPasswordSchema } from '@earmark/shared';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { errorMessage, validateWith } from '../forms';
import { ResetPwdMutation } from '../graphql/ResetPwd';
import { useStartSession } from '../hooks/useStartSession';
import { REQUEST_PASSWORD_RESET_PATH } from '../paths';
import { clearSession } from '../session';
import { useSubmitOnce } from '../useSubmitOnce';

const formSchema = resetPasswordSchema.pick({ newPassword: true });

/** /reset-password/{token}: a new password with the token from the emailed link. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password' });
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [resetPwd, { loading }] = useMutation(ResetPwdMutation);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { newPassword: '' }, validate: validateWith(formSchema) });

  const handleSubmit = useSubmitOnce(async (values: typeof form.values) => {
    setError(null);
    clearSession();
    try {
      const { data } = await resetPwd({ variables: { token, newPassword: values.newPassword } });
      if (!data) return;
      await startSession(data.resetPwd);
      navigate(ROUTES.home);
      notifications.show({
        title: 'Password changed',
        message: 'You are logged in with your new password.',
        color: 'green',
      });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <FormError message={error} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            description={PASSWORD_HINT}
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={loading} fullWidth>
            Set new password
          </Button>
          <Anchor component={Link} to={REQUEST_PASSWORD_RESET_PATH} size="sm" ta="center">
            Ask for a new link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
