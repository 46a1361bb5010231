import type { PlaybackState } from '@spotify/web-api-ts-sdk';
import { useCallback, useEffect, useState } from 'react';
import type { SpotifyClient } from '../client';
import { setConnected } from '../session';

/** The player state is polled every 3 s. */
export const PLAYER_POLL_MS = 3000;

/**
 * The account's playback state, read now and every 3 s. Errors go to the console; a token Spotify
 * refuses (or one no longer cached) disconnects, so the bar offers to connect again.
 */
export function usePlaybackState(client: SpotifyClient) {
  const [state, setState] = useState<PlaybackState | null>(null);
  const [loaded, setLoaded] = useState(false);

  const poll = useCallback(async () => {
    try {
      if (!(await client.auth.getAccessToken())) {
        setConnected(false);
        return;
      }
      setState(await client.api.player.getPlaybackState());
      setLoaded(true);
    } catch (error) {
      console.error(error);
      if (error instanceof Error && error.message.startsWith('Bad or expired token')) {
        client.auth.removeAccessToken();
        setConnected(false);
      }
    }
  }, [client]);

  useEffect(() => {
    void poll();
    const timer = setInterval(() => void poll(), PLAYER_POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);

  return { state, loaded, refresh: poll };
}
