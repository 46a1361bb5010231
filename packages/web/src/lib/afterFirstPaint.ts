/** A page that never paints anything contentful still gets its task after this long. */
const LATEST_MS = 3000;

function painted(): boolean {
  return performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
}

/**
 * Runs `task` once the page's first contentful paint is on the screen (the browser's own paint timing,
 * reported after the frame is presented; a frame callback is too early: the frame is still being
 * drawn), at the latest after LATEST_MS. For code the first screen does not need, so it neither
 * competes with the first screen's scripts for the connection nor holds its paint while it compiles.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(latest);
    task();
  };
  const latest = setTimeout(run, LATEST_MS);
  if (painted()) {
    setTimeout(run, 0);
    return;
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver(() => {
      if (painted()) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}
