import { lazy, Suspense, useState } from 'react';
import { usePlayerQueue } from '../store';

// The player and the YouTube API script load when something first plays, never with the page.
const VideoPlayer = lazy(() => import('./VideoPlayer').then((m) => ({ default: m.VideoPlayer })));

/** Where the layout keeps the video player: nothing until the first Play, then the player for good. */
export function VideoPlayerDock() {
  const queue = usePlayerQueue();
  const [used, setUsed] = useState(false);
  if (!used && queue.current !== null) setUsed(true);
  if (!used && queue.current === null) return null;
  return (
    <Suspense fallback={null}>
      <VideoPlayer />
    </Suspense>
  );
}
