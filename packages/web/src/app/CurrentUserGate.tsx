import { useQuery } from '@apollo/client/react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useAdoptAccountColorScheme } from '../modules/accounts';
import { CurrentUserQuery } from '../modules/auth';
import { useAnonymousSession } from './hooks/useAnonymousSession';

type Props = { children: ReactNode };

/**
 * Nothing renders until the current user has loaded. Later refetches (after
 * login, logout or a store reset) keep the app mounted so forms do not lose what was typed.
 */
export function CurrentUserGate({ children }: Props) {
  const { data, error, refetch } = useQuery(CurrentUserQuery);
  const hasLoaded = useRef(false);
  if (data) hasLoaded.current = true;
  useAnonymousSession(hasLoaded.current && !data?.currentUser);
  useAdoptAccountColorScheme(data?.currentUser?.colorSchemePref);

  if (hasLoaded.current) return children;
  if (error) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm">
          <Text ta="center">We're sorry, an error occurred: {error.message}. Please try again.</Text>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label="Loading Earmark" />
    </Center>
  );
}
