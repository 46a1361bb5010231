import { MockedProvider } from '@apollo/client/testing/react';
import { COLOR_SCHEME_STORAGE_KEY, COOKIES } from '@earmark/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColorSchemeToggle } from '../app/layout/ColorSchemeToggle';
import { theme } from '../app/theme';
import { colorSchemeManager, storedColorScheme } from './colorScheme';
import { readCookie, writeCookie } from './cookies';

const COOKIE = COOKIES.colorScheme;

function clearDevice() {
  writeCookie(COOKIE, '', 0, 'lax');
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
}

/** `ui` in the app's provider setup: the device's manager, drawn by the cookie. */
function renderWithScheme(ui: ReactNode, drawnWith: 'light' | 'dark' | 'auto' = 'auto') {
  return render(
    <MockedProvider>
      <MantineProvider
        theme={theme}
        env="test"
        defaultColorScheme={drawnWith}
        colorSchemeManager={colorSchemeManager()}
      >
        {ui}
      </MantineProvider>
    </MockedProvider>,
  );
}

const renderToggle = (drawnWith: 'light' | 'dark' | 'auto' = 'auto') =>
  renderWithScheme(<ColorSchemeToggle />, drawnWith);

describe('colour scheme kept per device', () => {
  beforeEach(clearDevice);
  afterEach(clearDevice);

  it('keeps a choice in the cookie the server reads and in local storage', () => {
    const manager = colorSchemeManager();
    manager.set('dark');
    expect(readCookie(COOKIE)).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(manager.get('auto')).toBe('dark');
    manager.clear();
    expect(readCookie(COOKIE)).toBe('');
    expect(manager.get('auto')).toBe('auto');
  });

  it('reads the cookie first (the page was drawn by it), then local storage, and ignores junk', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(storedColorScheme()).toBe('dark');
    writeCookie(COOKIE, 'light', 60, 'lax');
    expect(storedColorScheme()).toBe('light');
    writeCookie(COOKIE, 'purple', 60, 'lax');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(storedColorScheme()).toBeNull();
  });

  it('the header toggle switches a light page to dark and back, and remembers it', async () => {
    renderToggle('light');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');

    await userEvent.click(toggle);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(readCookie(COOKIE)).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(toggle);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(readCookie(COOKIE)).toBe('light');
  });

  it('a page drawn dark for the cookie starts dark, the toggle pressed', () => {
    writeCookie(COOKIE, 'dark', 60, 'lax');
    renderToggle('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
  });
});
