import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { COOKIES, parseColorScheme } from '@earmark/shared';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '../lib/colorScheme';
import { useCookie } from '../lib/cookies';
import { ThemeColorMeta } from '../lib/themeColor';
import { useFocusReturn } from '../ui/focusReturn';
import { DeferredNotifications } from './DeferredNotifications';
import { theme } from './theme';

/**
 * Secondary ("dimmed") text at 5.3:1 on white, where Mantine's default gray is 3.3:1 (WCAG AA asks
 * 4.5); in dark, 7:1 on the page. `--earmark-color-soft` is body text a shade softer than titles.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#626970', '--earmark-color-soft': 'var(--mantine-color-dark-6)' },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--earmark-color-soft': 'var(--mantine-color-dark-0)' },
});

/** One manager for the app's life: Mantine subscribes to it once. */
const manager = colorSchemeManager();

type Props = { client: ApolloClient; children: ReactNode };

export function AppProviders({ client, children }: Props) {
  // Focus goes back to the control that opened a dialog or menu when it closes (issue #29).
  useFocusReturn();
  // The scheme the page is drawn in: the device's cookie, read alike by the server and the browser.
  const chosen = parseColorScheme(useCookie(COOKIES.colorScheme)) ?? 'auto';
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        defaultColorScheme={chosen}
        colorSchemeManager={manager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <ThemeColorMeta />
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
