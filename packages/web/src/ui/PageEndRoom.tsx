/** Beyond the floating panel's height: its offset from the window's bottom, and a gap. */
const MARGIN_PX = 32;

/**
 * A panel floating at the window's bottom (the video player, the admins' Spotify bar) covers the
 * page's end: an empty block as tall, at the end of the page, lets its last lines (the footer's
 * links) be scrolled into view above it.
 */
export function PageEndRoom({ height, testId }: { height: number; testId: string }) {
  return <div aria-hidden data-testid={testId} style={{ height: height + MARGIN_PX }} />;
}
