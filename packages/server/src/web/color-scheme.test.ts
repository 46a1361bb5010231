import { createHash } from 'node:crypto';
import { THEME_COLORS } from '@earmark/shared';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_HASH, withColorScheme } from './color-scheme.ts';

const PAGE = '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /></head><body></body></html>';

/** Runs the head's script as a browser would, against a device's cookie, storage and system. */
function runScript(script: string, device: { cookie: string; stored: string | null; systemDark: boolean }) {
  let scheme: string | null = null;
  const document = {
    cookie: device.cookie,
    documentElement: { setAttribute: (_name: string, value: string) => (scheme = value) },
  };
  const localStorage = { getItem: () => device.stored };
  const matchMedia = () => ({ matches: device.systemDark });
  new Function('document', 'localStorage', 'matchMedia', script)(document, localStorage, matchMedia);
  return scheme;
}

const scriptIn = (html: string) => /<script>(.*?)<\/script>/.exec(html)?.[1] ?? null;

describe('a page in the device colour scheme', () => {
  it('writes a chosen scheme on <html>, with no script', () => {
    const html = withColorScheme(PAGE, 'earmark_member=1; earmark_scheme=dark');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="dark">');
    expect(scriptIn(html)).toBeNull();
    expect(withColorScheme(PAGE, 'earmark_scheme=light')).toContain('data-mantine-color-scheme="light"');
  });

  it("colours the browser's toolbar in a chosen scheme from the first frame, whatever the system's", () => {
    const metas =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#e8590c" />' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#242424" />';
    const page = PAGE.replace('</head>', `${metas}</head>`);
    const contents = (html: string) =>
      [...html.matchAll(/name="theme-color"[^>]*content="([^"]*)"/g)].map((m) => m[1]);
    expect(contents(withColorScheme(page, 'earmark_scheme=dark'))).toEqual([
      THEME_COLORS.dark,
      THEME_COLORS.dark,
    ]);
    expect(contents(withColorScheme(page, 'earmark_scheme=light'))).toEqual([
      THEME_COLORS.light,
      THEME_COLORS.light,
    ]);
    // Following the system: each meta keeps its own scheme's colour.
    expect(contents(withColorScheme(page, ''))).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it('replaces the attribute a page was built with (the landing page), keeping one', () => {
    const landing = PAGE.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
    const html = withColorScheme(landing, 'earmark_scheme=dark');
    expect(html.match(/data-mantine-color-scheme/g)).toHaveLength(1);
    expect(html).toContain('data-mantine-color-scheme="dark"');
  });

  it('for a device following the system, puts the script first in the head, allowed by its CSP hash', () => {
    for (const cookie of ['', 'earmark_scheme=auto', 'earmark_scheme=sepia']) {
      const html = withColorScheme(PAGE, cookie);
      expect(html).toContain('data-mantine-color-scheme="light"');
      const script = scriptIn(html);
      expect(script).toBe(COLOR_SCHEME_SCRIPT);
      expect(html.indexOf('<script>')).toBe(html.indexOf('<head>') + '<head>'.length);
      const hash = createHash('sha256')
        .update(script ?? '')
        .digest('base64');
      expect(COLOR_SCHEME_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    }
  });

  it('the script picks the cookie, then local storage, then the system', () => {
    const run = (cookie: string, stored: string | null, systemDark: boolean) =>
      runScript(COLOR_SCHEME_SCRIPT, { cookie, stored, systemDark });
    expect(run('', null, true)).toBe('dark');
    expect(run('', null, false)).toBe('light');
    expect(run('earmark_scheme=auto', 'dark', false)).toBe('light');
    expect(run('a=1; earmark_scheme=dark', null, false)).toBe('dark');
    expect(run('', 'dark', false)).toBe('dark');
    expect(run('', 'light', true)).toBe('light');
  });
});
