import { THEME_COLORS } from '@earmark/shared';
import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/**
 * Points every theme-color meta at the scheme the page is drawn with: a member who chose Dark on a
 * light system gets the dark toolbar; 'auto' gives each meta back its own scheme's colour.
 */
export function applyThemeColor(choice: MantineColorScheme): void {
  for (const meta of document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.setAttribute('content', THEME_COLORS[choice === 'auto' ? own : choice]);
  }
}

/** Keeps the theme-color metas in step with the member's colour scheme choice (inside MantineProvider). */
export function ThemeColorMeta(): null {
  const { colorScheme } = useMantineColorScheme();
  useEffect(() => applyThemeColor(colorScheme), [colorScheme]);
  return null;
}
