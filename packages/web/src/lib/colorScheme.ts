import { COLOR_SCHEME_STORAGE_KEY, COOKIES, parseColorScheme } from '@earmark/shared';
import {
  type MantineColorScheme,
  type MantineColorSchemeManager,
  useMantineColorScheme,
} from '@mantine/core';
import { useColorScheme, useMounted } from '@mantine/hooks';
import { readCookie, writeCookie } from './cookies';

const COOKIE = COOKIES.colorScheme;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choices, as the header's menu and the settings name them. */
export const COLOR_SCHEME_OPTIONS: readonly { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

function readStorage(): MantineColorScheme | null {
  try {
    return parseColorScheme(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The device's choice: the cookie first (the page was drawn by it), then local storage. */
export function storedColorScheme(): MantineColorScheme | null {
  if (typeof document === 'undefined') return null;
  return parseColorScheme(readCookie(COOKIE)) ?? readStorage();
}

/** Keeps the choice on the device: in local storage and in the cookie the server draws pages by. */
export function storeColorScheme(value: MantineColorScheme): void {
  writeCookie(COOKIE, value, YEAR_SECONDS, 'lax');
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode, quota): the cookie still holds the choice.
  }
}

/**
 * Mantine's colour scheme kept per device. `get` answers what the page was drawn with (the cookie,
 * read alike by the server through useCookie), so the app adopts a drawn page in the same scheme; a
 * choice made in another tab arrives through the storage event.
 */
export function colorSchemeManager(): MantineColorSchemeManager {
  let handleStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => storedColorScheme() ?? defaultValue,
    set: storeColorScheme,
    subscribe: (onUpdate) => {
      handleStorage = (event) => {
        const value = event.key === COLOR_SCHEME_STORAGE_KEY ? parseColorScheme(event.newValue) : null;
        if (!value) return;
        writeCookie(COOKIE, value, YEAR_SECONDS, 'lax');
        onUpdate(value);
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
    },
    clear: () => {
      writeCookie(COOKIE, '', 0, 'lax');
      try {
        window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
      } catch {
        // Nothing kept.
      }
    },
  };
}

/**
 * The device's choice ('auto' follows the system), the scheme shown, and how to choose. Both are
 * null until the app has mounted: the server cannot know the system's scheme, so a drawn page and
 * its adoption render alike, and the controls say their state a moment later.
 */
export function useColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const system = useColorScheme('light', { getInitialValueInEffect: true });
  const mounted = useMounted();
  return {
    choice: mounted ? colorScheme : null,
    shown: mounted ? (colorScheme === 'auto' ? system : colorScheme) : null,
    choose: setColorScheme,
  };
}

/** The scheme on the page right now, as the server or the head's script wrote it (or Mantine since). */
export function schemeOnPage(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
}
