import { useMutation } from '@apollo/client/react';
import { loginSchema } from '@earmark/shared';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { AuthCard } from '../components/AuthCard';
import { FacebookNotice } from '../components/FacebookNotice';
import { FormError } from '../components/FormError';
import { errorMessage, validateWith } from '../forms';
import { LoginMutation } from '../graphql/Login';
import { useStartSession } from '../hooks/useStartSession';
import { REQUEST_PASSWORD_RESET_PATH } from '../paths';
import { clearSession } from '../session';
import { useSubmitOnce } from '../useSubmitOnce';

export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to Earmark with your username or email.' });
  const member = useCurrentUser();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [login, { loading }] = useMutation(LoginMutation);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { usernameOrEmail: '', password: '' },
    validate: validateWith(loginSchema),
  });

  const handleSubmit = useSubmitOnce(async (values: typeof form.values) => {
    setError(null);
    // A stale token would make the server refuse the call; this is a new session anyway.
    clearSession();
    try {
      const { data } = await login({ variables: values });
      if (!data) return;
      await startSession(data.login);
      navigate(ROUTES.home);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

  if (member && !loading) return <Navigate to={ROUTES.home} replace />;
  return (
    <AuthCard title="Log in">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput
            label="Username or Email"
            autoComplete="username"
            required
            {...form.getInputProps('usernameOrEmail')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={REQUEST_PASSWORD_RESET_PATH} size="sm" ta="right">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={loading} fullWidth>
            Log in
          </Button>
          <Text size="sm" ta="center">
            Don't have an account?{' '}
            <Anchor component={Link} to={ROUTES.signup}>
              Sign up
            </Anchor>
          </Text>
          <FacebookNotice />
        </Stack>
      </form>
    </AuthCard>
  );
}
