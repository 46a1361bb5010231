import { useEffect } from 'react';
import { setAdoptingDrawnPage } from '../lib/useInView';

/**
 * Marks the document once the page is in (`data-app-started` on <html>); the journeys and the
 * benchmarks wait for it. Rendered after the routed page, inside its Suspense boundary (AppLayout):
 * over a drawn page React adopts that boundary in a pass of its own after the rest of the app, and
 * until then the page's effects (its keyboard shortcuts, for one) have not run. Its effect runs after
 * the page's own, which still saw the page as drawn.
 */
export function AppStarted() {
  useEffect(() => {
    setAdoptingDrawnPage(false);
    document.documentElement.dataset.appStarted = '';
  }, []);
  return null;
}
