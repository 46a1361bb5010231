/**
 * The value of cookie `name` in a Cookie header (or `document.cookie`), decoded; '' when it is absent
 * or its encoding is malformed. The web app and the server read the same cookies with it (the session
 * and member hint, the dismissed banner).
 */
export function cookieFrom(header: string, name: string): string {
  const prefix = `${name}=`;
  const found = header.split(/;\s*/).find((entry) => entry.startsWith(prefix));
  if (!found) return '';
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return '';
  }
}

/**
 * The cookies the web app sets and the server reads, named once. None is a credential for the API:
 * GraphQL and REST take the session token from the authorization header only.
 */
export const COOKIES = {
  /**
   * "A member signs in on this browser" ('1'), so the server answers "/" without the visitor
   * landing page drawn in advance. It carries no credential and grants nothing.
   */
  memberHint: 'earmark_member',
  /**
   * The session token again, SameSite=Strict, for one purpose: the server draws a member's pages
   * with their data (server web/drawn-pages.ts).
   */
  session: 'earmark_session',
  /** The month whose banner a visitor dismissed: the one cookie a guest's drawn page depends on. */
  dismissedBanner: 'earmark_banner',
  /**
   * The colour scheme chosen on this device ('light', 'dark' or 'auto'): the server writes it on the
   * drawn page's <html> (server web/color-scheme.ts), so the page paints in it from the first frame.
   */
  colorScheme: 'earmark_scheme',
} as const;
