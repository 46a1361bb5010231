import { MockedProvider } from '@apollo/client/testing/react';
import { COLOR_SCHEME_STORAGE_KEY, COOKIES } from '@earmark/shared';
import { MantineProvider, Menu } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColorSchemeMenuItems } from '../../../app/layout/ColorSchemeMenuItems';
import { theme } from '../../../app/theme';
import { colorSchemeManager } from '../../../lib/colorScheme';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { PreferencesTab } from './PreferencesTab';

const COOKIE = COOKIES.colorScheme;

function clearDevice() {
  writeCookie(COOKIE, '', 0, 'lax');
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
}

describe('Settings → Preferences: theme', () => {
  beforeEach(clearDevice);
  afterEach(clearDevice);

  it('the avatar menu marks the chosen theme, and Settings chooses System again', async () => {
    render(
      <MockedProvider>
        <MantineProvider
          theme={theme}
          env="test"
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager()}
        >
          <Menu defaultOpened>
            <Menu.Target>
              <button type="button">Open user menu</button>
            </Menu.Target>
            <Menu.Dropdown>
              <ColorSchemeMenuItems />
            </Menu.Dropdown>
          </Menu>
          <PreferencesTab spotifyLinkTargetPref="WEB" />
        </MantineProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('menuitem', { name: 'System' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(readCookie(COOKIE)).toBe('dark');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(readCookie(COOKIE)).toBe('auto');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
    // happy-dom's system is light.
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
