import { usePageMeta } from '../../../lib/usePageMeta';

/** Return point of the admin streaming connection: it shows nothing. */
export function SpotifyCallbackPage() {
  usePageMeta({ title: 'Connecting' });
  return null;
}
