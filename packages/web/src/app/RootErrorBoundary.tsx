import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppStarted } from './AppStarted';

/** The app's error text ("We're sorry, an error occurred: …"); a trailing period of the message is dropped to avoid "..". */
export function errorMessage(error: unknown): string {
  let message: string;
  if (isRouteErrorResponse(error)) message = error.statusText || String(error.status);
  else if (error instanceof Error) message = error.message;
  else message = String(error);
  return message.replace(/\.+$/, '');
}

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text ta="center" role="alert">
          We're sorry, an error occurred: {errorMessage(error)}. Please try again.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component="a" href="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
      <AppStarted />
    </Center>
  );
}
