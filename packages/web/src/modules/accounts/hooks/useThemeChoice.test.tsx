import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { COOKIES } from '@earmark/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import type { ColorScheme } from '../../../graphql/generated/graphql';
import { colorSchemeManager } from '../../../lib/colorScheme';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { CurrentUserQuery } from '../../auth';
import { SaveColorSchemeMutation } from '../graphql/SaveColorScheme';
import { useAdoptAccountColorScheme, useThemeChoice } from './useThemeChoice';

const COOKIE = COOKIES.colorScheme;

function clearDevice() {
  writeCookie(COOKIE, '', 0, 'lax');
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
}

const memberAnswer = (colorSchemePref: ColorScheme) => ({
  data: {
    currentUser: {
      __typename: 'User',
      id: '7',
      username: 'ada',
      isAdmin: false,
      isSupporter: false,
      colorSchemePref,
    },
  },
});

function Providers({ mocks, children }: { mocks: MockLink.MockedResponse[]; children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks}>
      <MantineProvider
        theme={theme}
        env="test"
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager()}
      >
        {children}
      </MantineProvider>
    </MockedProvider>
  );
}

function DarkButton() {
  const { choose } = useThemeChoice();
  return (
    <button type="button" onClick={() => choose('dark')}>
      Dark
    </button>
  );
}

function Adopt({ choice }: { choice: ColorScheme }) {
  useAdoptAccountColorScheme(choice);
  return null;
}

describe('the theme on the member account', () => {
  beforeEach(clearDevice);
  afterEach(clearDevice);

  it('a signed-in member choosing a theme saves it on their account as well as on this device', async () => {
    const saved = vi.fn(() => ({
      data: { updateUserPreferences: { __typename: 'User', id: '7', colorSchemePref: 'DARK' } },
    }));
    const save: MockLink.MockedResponse = {
      request: { query: SaveColorSchemeMutation, variables: { colorScheme: 'DARK' } },
      result: saved,
    };
    const answered = vi.fn(() => memberAnswer('AUTO'));
    const signedIn: MockLink.MockedResponse = { request: { query: CurrentUserQuery }, result: answered };
    render(
      <Providers mocks={[signedIn, save]}>
        <DarkButton />
      </Providers>,
    );
    // Wait for the current member to load, as the gate does before anything renders.
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(readCookie(COOKIE)).toBe('dark');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('a visitor choosing a theme keeps it on the device only', async () => {
    const saved = vi.fn(() => ({ data: { updateUserPreferences: null } }));
    const save: MockLink.MockedResponse = {
      request: { query: SaveColorSchemeMutation, variables: { colorScheme: 'DARK' } },
      result: saved,
    };
    const visitor: MockLink.MockedResponse = {
      request: { query: CurrentUserQuery },
      result: { data: { currentUser: null } },
    };
    render(
      <Providers mocks={[visitor, save]}>
        <DarkButton />
      </Providers>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(readCookie(COOKIE)).toBe('dark');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).not.toHaveBeenCalled();
  });

  it("a device with no theme of its own takes the account's; a device's own choice wins", async () => {
    const first = render(
      <Providers mocks={[]}>
        <Adopt choice="DARK" />
      </Providers>,
    );
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect(readCookie(COOKIE)).toBe('dark');
    first.unmount();

    clearDevice();
    writeCookie(COOKIE, 'light', 60, 'lax');
    render(
      <Providers mocks={[]}>
        <Adopt choice="DARK" />
      </Providers>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readCookie(COOKIE)).toBe('light');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
