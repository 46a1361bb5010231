import { createHash } from 'node:crypto';
import { COLOR_SCHEME_STORAGE_KEY, COOKIES, cookieFrom, THEME_COLORS } from '@earmark/shared';

const COOKIE = COOKIES.colorScheme;

/**
 * For a device that follows the system (no choice, or 'auto'): sets the scheme on <html> before the
 * first paint, as web lib/colorScheme.ts reads it (the cookie, then local storage, then the system).
 * Inline, so no request holds the paint; allowed by its hash in the CSP (security-headers.ts).
 */
export const COLOR_SCHEME_SCRIPT = `(function(){var m=document.cookie.match(/(?:^|;\\s*)${COOKIE}=(\\w+)/),s=m?m[1]:null;try{s=s||localStorage.getItem('${COLOR_SCHEME_STORAGE_KEY}')}catch(e){}if(s!=='light'&&s!=='dark')s=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';document.documentElement.setAttribute('data-mantine-color-scheme',s)})()`;

/** The script's CSP source. */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

const HTML_TAG = /<html\b[^>]*>/;
const THEME_COLOR_META = /<meta name="theme-color"[^>]*>/g;

/**
 * The page in the device's colour scheme from its first frame: the cookie's 'light' or 'dark' written
 * on <html data-mantine-color-scheme> (Mantine's stylesheets key on it), or, for a device following
 * the system, 'light' until the head's script has looked. A chosen scheme also colours the
 * browser's toolbar (the theme-color metas) from the first frame.
 */
export function withColorScheme(html: string, cookieHeader: string): string {
  const chosen = cookieFrom(cookieHeader, COOKIE);
  const scheme = chosen === 'dark' || chosen === 'light' ? chosen : null;
  const withAttribute = html.replace(
    HTML_TAG,
    (tag) =>
      `${tag.replace(/\s+data-mantine-color-scheme="[^"]*"/, '').slice(0, -1)} data-mantine-color-scheme="${scheme ?? 'light'}">`,
  );
  if (!scheme) return withAttribute.replace('<head>', () => `<head><script>${COLOR_SCHEME_SCRIPT}</script>`);
  // The browser's toolbar in the chosen scheme too, whatever the system's (web lib/themeColor.ts keeps it so).
  return withAttribute.replace(THEME_COLOR_META, (meta) =>
    meta.replace(/content="[^"]*"/, `content="${THEME_COLORS[scheme]}"`),
  );
}
