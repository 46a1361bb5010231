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
