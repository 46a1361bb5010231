import { emptyAccessToken } from '@spotify/web-api-ts-sdk';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { setConnected, spotifyClient } from '../session';

/**
 * Return point of the admin streaming connection: it shows nothing. It trades Spotify's ?code= for
 * a token (or finds the cached one), keeps the connected client in app state and goes to /.
 */
export function SpotifyCallbackPage() {
  usePageMeta({ title: 'Connecting' });
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const client = spotifyClient();
    const done = () => navigate('/', { replace: true });
    if (!client) {
      done();
      return;
    }
    client.auth
      .getOrCreateAccessToken()
      .then((token) => setConnected(token !== emptyAccessToken))
      .catch((error: unknown) => console.error(error))
      .finally(done);
  }, [navigate]);

  return null;
}
