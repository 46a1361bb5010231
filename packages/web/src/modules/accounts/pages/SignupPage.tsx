import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ACCOUNT_LIMITS, PASSWORD_HINT, signupSchema, USERNAME_CHARSET_TEXT } from '@earmark/shared';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { CurrentUserQuery, useCurrentUser } from '../../auth';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { SignupEmailNotice } from '../components/SignupEmailNotice';
import { errorMessage, validateWith } from '../forms';
import { SignupMutation } from '../graphql/Signup';
import { useSendGuestChecks } from '../hooks/useSendGuestChecks';
import { useStartSession } from '../hooks/useStartSession';
import { clearSession, storeSession } from '../session';
import { showWelcomeToast } from '../toasts';
import { useSubmitOnce } from '../useSubmitOnce';

/**
 * Whether the session a signup answered opens. It does not when the email already had an account:
 * the server answers such a signup as any other (so it tells no one which addresses are members)
 * and mails the address's owner instead.
 */
async function sessionOpens(client: ApolloClient): Promise<boolean> {
  try {
    const { data } = await client.query({
      query: CurrentUserQuery,
      // Not into the cache: a member appearing there before the guest checks are sent and the store
      // is reset sends the signup route elsewhere mid-flow, and the reset then fails on the queries
      // that started (no welcome toast). startSession's reset loads the member for the whole app.
      fetchPolicy: 'no-cache',
      context: { keepSessionOnAuthError: true },
    });
    return Boolean(data?.currentUser);
  } catch (caught) {
    if (CombinedGraphQLErrors.is(caught)) return false;
    throw caught;
  }
}

export function SignupPage() {
  usePageMeta({ title: 'Sign up', description: 'Create a free Earmark account.' });
  const member = useCurrentUser();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const sendGuestChecks = useSendGuestChecks();
  const [signup, { loading }] = useMutation(SignupMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const client = useApolloClient();
  const form = useForm({
    initialValues: { email: '', username: '', password: '', allowEmail: true },
    validate: validateWith(signupSchema),
  });

  const handleSubmit = useSubmitOnce(async (values: typeof form.values) => {
    setError(null);
    setMailedTo(null);
    setBusy(true);
    clearSession();
    try {
      const { data } = await signup({ variables: values });
      if (!data) return;
      // The guest's checks go first, so the pages reloaded below already show them as the member's.
      storeSession(data.signup.token, data.signup.expiresAt);
      if (!(await sessionOpens(client))) {
        clearSession();
        setMailedTo(values.email);
        return;
      }
      await sendGuestChecks();
      await startSession(data.signup);
      navigate(ROUTES.home);
      showWelcomeToast();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  });

  if (member && !busy && !loading) return <Navigate to={ROUTES.home} replace />;
  return (
    <AuthCard title="Sign up">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <FormError message={error} />
          {mailedTo && <SignupEmailNotice email={mailedTo} />}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            description={`${ACCOUNT_LIMITS.usernameMin} to ${ACCOUNT_LIMITS.usernameMax} characters: ${USERNAME_CHARSET_TEXT}`}
            maxLength={ACCOUNT_LIMITS.usernameMax}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description={PASSWORD_HINT}
            {...form.getInputProps('password')}
          />
          <Checkbox
            label="Send me occasional emails about new features"
            {...form.getInputProps('allowEmail', { type: 'checkbox' })}
          />
          <Button type="submit" loading={busy || loading} fullWidth>
            Sign Up
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By signing up you accept our{' '}
            {/* Underlined: in grey text, the accent alone is no cue (WCAG link-in-text-block). */}
            <Anchor component={Link} to={ROUTES.privacy} size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={ROUTES.login}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
