import { type ComponentType, createElement, lazy, useEffect, useState } from 'react';

const Nothing = () => null;

/**
 * A part no page needs to work (a prompt, a dialog that may never open, the toasts' container),
 * loaded with its own chunk when first drawn (inside a Suspense boundary). If its chunk cannot load
 * (the member went offline before it came), the part is left out instead of taking the whole app
 * down with it, and loaded again once the browser is back online.
 */
export function optionalPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().then(
        (part) => ({ default: part }),
        () => {
          failed = true;
          return { default: Nothing as ComponentType<P> };
        },
      ),
    );
  let Part = attempt();
  function OptionalPart(props: P) {
    const [, setTries] = useState(0);
    useEffect(() => {
      const again = () => {
        if (!failed) return;
        failed = false;
        Part = attempt();
        setTries((tries) => tries + 1);
      };
      window.addEventListener('online', again);
      return () => window.removeEventListener('online', again);
    }, []);
    return createElement(Part, props);
  }
  return OptionalPart;
}
