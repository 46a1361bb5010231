/** Where a member's Spotify links open (Settings → Preferences): the web player or the app. */
export type SpotifyLinkTarget = 'WEB' | 'NATIVE';

const WEB_LINK =
  /^https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(album|track|artist|playlist|episode|show)\/([A-Za-z0-9]+)/;

/**
 * "spotify:album:4aawyAB9vmqN3uQ7FjRGTy" for an open.spotify.com link, the address the Spotify app
 * opens; null for any other address.
 */
export function spotifyAppUri(url: string): string | null {
  const match = WEB_LINK.exec(url);
  return match ? `spotify:${match[1]}:${match[2]}` : null;
}

/** The address a Spotify link takes for the member's preference (the web link when it has no app form). */
export function spotifyHref(url: string, target: SpotifyLinkTarget): string {
  return target === 'NATIVE' ? (spotifyAppUri(url) ?? url) : url;
}
