import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { LazyPage } from './lazyPage';
import { appRoutes } from './routes';

/**
 * Loads the lazy page of the route at `pathname` (app/pages.ts), so that a render of it draws the
 * page itself instead of suspending: for a page already drawn in the HTML, which the app's first
 * render replaces with the same markup, and for the server drawing it.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const pages = (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    return typeof type === 'function' && 'preload' in type ? [type as LazyPage] : [];
  });
  await Promise.all(pages.map((page) => page.preload()));
}
