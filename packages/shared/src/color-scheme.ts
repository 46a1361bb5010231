/** The colour schemes a member may choose: 'auto' follows the device's light or dark setting. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** 'light', 'dark' or 'auto'; null for anything else (a cookie, storage or an answer read back). */
export function parseColorScheme(value: string | null | undefined): ColorSchemeChoice | null {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : null;
}

/** The local storage key that keeps the device's colour scheme beside its cookie (web lib/colorScheme.ts). */
export const COLOR_SCHEME_STORAGE_KEY = 'earmark-color-scheme';

/**
 * The browser's toolbar colour per scheme (index.html has one <meta name="theme-color"> per
 * prefers-color-scheme): the ember accent in light, the dark header's grey in dark.
 */
export const THEME_COLORS = { light: '#e8590c', dark: '#242424' } as const;
