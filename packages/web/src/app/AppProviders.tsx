import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeferredNotifications } from './DeferredNotifications';
import { theme } from './theme';

type Props = { client: ApolloClient; children: ReactNode };

export function AppProviders({ client, children }: Props) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
