import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { errorMessage } from '../forms';
import { LogoutMutation } from '../graphql/Logout';
import { clearSession, readToken } from '../session';

/** Sends the stored token to the server, then goes to /login; a failure is shown with a retry. */
export function LogoutPage() {
  usePageMeta({ title: 'Log out' });
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  const [inProgress, setInProgress] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const handleLogout = useCallback(async () => {
    setInProgress(true);
    setError(null);
    try {
      const token = readToken();
      if (token) await logout({ variables: { token } });
      clearSession();
      await client.clearStore();
      navigate(ROUTES.login, { replace: true });
      await client.refetchQueries({ include: 'active' });
    } catch (caught) {
      setInProgress(false);
      setError(errorMessage(caught));
    }
  }, [client, logout, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void handleLogout();
  }, [handleLogout]);

  return (
    <AuthCard title="Log out">
      <Stack align="center" gap="md">
        <FormError message={error} />
        {inProgress ? (
          <>
            <Loader role="status" aria-label="Logging out" />
            <Text c="dimmed">Logging you out…</Text>
          </>
        ) : (
          <Button onClick={() => void handleLogout()}>Log Out</Button>
        )}
      </Stack>
    </AuthCard>
  );
}
