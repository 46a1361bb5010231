import { GenericCache, type ICacheStore, type SdkOptions, SpotifyApi } from '@spotify/web-api-ts-sdk';
import type { SpotifyAppConfig } from '../../lib/appConfig';
import { PkceStrategy } from './pkce';

/** The two scopes the admin player asks for: read the playback state, control it. */
export const SPOTIFY_SCOPES = ['user-read-playback-state', 'user-modify-playback-state'];
/** A cached token is renewed when it expires within 120 s. */
export const TOKEN_RENEWAL_WINDOW_MS = 120_000;
export const CALLBACK_PATH = '/spotify/callback';
const SPOTIFY_API_ROOT = 'https://api.spotify.com';

const localStorageStore: ICacheStore = {
  get: (key) => localStorage.getItem(key),
  set: (key, value) => localStorage.setItem(key, value),
  remove: (key) => localStorage.removeItem(key),
};

export type SpotifyClient = { api: SpotifyApi; auth: PkceStrategy };

/**
 * The SDK's client with the app's PKCE strategy, the token cached in local storage and renewed
 * 120 s before it expires, and the Web API's root swapped for SPOTIFY_API_URL.
 */
export function createSpotifyClient(config: SpotifyAppConfig, options: SdkOptions = {}): SpotifyClient {
  const auth = new PkceStrategy(
    config.clientId,
    `${window.location.origin}${CALLBACK_PATH}`,
    SPOTIFY_SCOPES,
    config.accountsUrl,
  );
  const api = new SpotifyApi(auth, {
    cachingStrategy: new GenericCache(localStorageStore, new Map(), 0, TOKEN_RENEWAL_WINDOW_MS),
    fetch: (input, init) => {
      const url = String(input);
      return fetch(
        url.startsWith(SPOTIFY_API_ROOT) ? config.apiUrl + url.slice(SPOTIFY_API_ROOT.length) : url,
        init,
      );
    },
    ...options,
  });
  return { api, auth };
}
