import { type ComponentType, createElement, lazy } from 'react';

/**
 * A route's page (or a lazy part of the layout), loaded with its own chunk; `preload()` fetches it
 * ahead of the first render.
 */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * React.lazy suspends on its first render even when the chunk is already there. A page loaded ahead
 * (a landing page drawn in advance by the server, whose chunk the HTML preloads) renders at once
 * instead, so the first render shows the page, not the loading fallback in its place.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  Page.preload = () => start().then(() => undefined);
  return Page;
}
