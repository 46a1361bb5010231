import { usePageMeta } from '../../../lib/usePageMeta';

/** Return point of the admin streaming connection: it shows nothing (technical-contract §2). */
export function SpotifyCallbackPage() {
  usePageMeta({ title: 'Connecting' });
  return null;
}
