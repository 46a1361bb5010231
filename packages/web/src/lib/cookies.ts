import { cookieFrom } from '@earmark/shared';
import { createContext, useContext } from 'react';

export function readCookie(name: string): string {
  return cookieFrom(document.cookie, name);
}

export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  sameSite: 'lax' | 'strict',
): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers; this must land before the next navigation
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; samesite=${sameSite}${secure}`;
}

/** The request's Cookie header, while the server draws a page (app/serverRender.tsx). */
export const RequestCookies = createContext<string | null>(null);

/**
 * A cookie's value, the same on the server drawing the page (from the request) and in the browser
 * adopting it (from document.cookie), so what depends on it is drawn alike.
 */
export function useCookie(name: string): string {
  const requestCookies = useContext(RequestCookies);
  // (No document and no request: the landing page drawn at build time, for no one in particular.)
  return cookieFrom(requestCookies ?? (typeof document === 'undefined' ? '' : document.cookie), name);
}
