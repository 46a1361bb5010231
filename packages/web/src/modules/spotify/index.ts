/** What other features use of spotify: they import it from here, never from its files. */
export { useSpotifyLinkTarget } from './hooks/useSpotifyLinkTarget';
