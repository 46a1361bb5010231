import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { COOKIES, parseColorScheme } from '@earmark/shared';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorSchemeManager } from '../lib/colorScheme';
import { useCookie } from '../lib/cookies';
import { ThemeColorMeta } from '../lib/themeColor';
import { ConfirmHost } from '../ui/ConfirmHost';
import { useFocusReturn } from '../ui/focusReturn';
import { DeferredNotifications } from './DeferredNotifications';
import { filledColors, lightVariantTextColors, theme } from './theme';

/**
 * Secondary ("dimmed") text at 5.3:1 on white, where Mantine's default gray is 3.3:1 (WCAG AA asks
 * 4.5); in dark, 7:1 on the page. An input's placeholder is that grey too (Mantine's was 2.1:1 on a
 * light input, 2.3:1 on a dark one). `--earmark-color-soft` is body text a shade softer than titles.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#626970',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--earmark-color-soft': 'var(--mantine-color-dark-6)',
    ...lightVariantTextColors,
    ...filledColors,
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--earmark-color-soft': 'var(--mantine-color-dark-0)',
    ...filledColors,
  },
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
        <ConfirmHost />
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
