/** What other features use of player: they import it from here, never from its files. */
export { VideoPlayerDock } from './components/VideoPlayerDock';
