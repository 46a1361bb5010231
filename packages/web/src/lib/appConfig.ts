/** The same tags' values where a page is drawn on the server, which has no document (setDrawingConfig). */
let drawingConfig: Record<string, string> = {};

/**
 * Gives the server-side renderer the configuration the server writes into index.html (server
 * web/spa.ts appConfigTags), so a page drawn there shows what the browser's app will: the support
 * address in the help pages, the player where it is configured.
 */
export function setDrawingConfig(values: Record<string, string>): void {
  drawingConfig = values;
}

/**
 * The server's configuration the app needs, served in index.html as <meta name="earmark:…"> tags
 * (packages/server/src/web/spa.ts); the defaults when the page came from elsewhere (Vite's dev
 * server, tests).
 */
function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return drawingConfig[name] || undefined;
  return document.querySelector(`meta[name="earmark:${name}"]`)?.getAttribute('content') || undefined;
}

/** The support address (SUPPORT_EMAIL on the server). */
export const supportEmail = (): string => meta('support-email') ?? 'support@earmark.localhost';

export type SpotifyAppConfig = { clientId: string; accountsUrl: string; apiUrl: string };

/** The admin streaming player's client id and endpoints (SPOTIFY_*); null when the server has none. */
export function spotifyConfig(): SpotifyAppConfig | null {
  const clientId = meta('spotify-client-id');
  if (!clientId) return null;
  return {
    clientId,
    accountsUrl: meta('spotify-accounts-url') ?? 'https://accounts.spotify.com',
    apiUrl: meta('spotify-api-url') ?? 'https://api.spotify.com',
  };
}
