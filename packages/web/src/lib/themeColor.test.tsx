import { THEME_COLORS } from '@earmark/shared';
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { theme } from '../app/theme';
import { ThemeColorMeta } from './themeColor';

/** index.html's theme-color metas, put into this document's head. */
function headFromIndexHtml() {
  const parsed = new DOMParser().parseFromString(indexHtml, 'text/html');
  const metas = Array.from(parsed.head.querySelectorAll('meta[name="theme-color"]'));
  for (const meta of metas) document.head.append(document.importNode(meta, true));
  return metas.length;
}

const metaContents = () =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).map((meta) => [
    meta.getAttribute('media'),
    meta.getAttribute('content'),
  ]);

function SchemeButtons() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <button type="button" onClick={() => setColorScheme('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setColorScheme('light')}>
        Light
      </button>
      <button type="button" onClick={() => setColorScheme('auto')}>
        System
      </button>
    </>
  );
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  window.localStorage.clear();
});

describe('theme-color', () => {
  it('index.html has one per colour scheme: the ember accent in light, the dark header in dark', () => {
    expect(headFromIndexHtml()).toBe(2);
    expect(metaContents()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
  });

  it('follows the scheme the member chose, and the system again on System', async () => {
    headFromIndexHtml();
    render(
      <MantineProvider theme={theme} env="test" defaultColorScheme="dark">
        <ThemeColorMeta />
        <SchemeButtons />
      </MantineProvider>,
    );
    // Drawn dark on a device whose system may be light: the toolbar is dark whichever the system.
    expect(metaContents().map(([, content]) => content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(metaContents().map(([, content]) => content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(metaContents()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
  });
});
