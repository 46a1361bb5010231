import { useSyncExternalStore } from 'react';
import { spotifyConfig } from '../../lib/appConfig';
import { createSpotifyClient, type SpotifyClient } from './client';
import { TOKEN_KEY } from './pkce';

// The "player wrapper" the callback screen keeps in app state: one client
// per page, shared by the callback and the player bar.
let client: SpotifyClient | null = null;
let connected = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The page's Spotify client; null when SPOTIFY_CLIENT_ID is unset. */
export function spotifyClient(): SpotifyClient | null {
  if (client) return client;
  const config = spotifyConfig();
  if (!config) return null;
  client = createSpotifyClient(config);
  connected = hasCachedToken();
  return client;
}

/** Whether a token (even one due for renewal) is cached on this device. */
export function hasCachedToken(): boolean {
  return localStorage.getItem(TOKEN_KEY) !== null;
}

export function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  notify();
}

export function useSpotifyConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
  );
}

/** Forgets the page's client (tests, or another configuration). */
export function resetSpotifyClient(): void {
  client = null;
  connected = false;
  notify();
}
