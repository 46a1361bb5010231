import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusReturn } from '../ui/focusReturn';
import { DeferredNotifications } from './DeferredNotifications';
import { theme } from './theme';

/** Secondary ("dimmed") text at 5.3:1 on white, where Mantine's default gray is 3.3:1 (WCAG AA asks 4.5). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#626970' },
  dark: {},
});

type Props = { client: ApolloClient; children: ReactNode };

export function AppProviders({ client, children }: Props) {
  // Focus goes back to the control that opened a dialog or menu when it closes (issue #29).
  useFocusReturn();
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
