import { useQuery } from '@apollo/client/react';
import type { SpotifyLinkTarget } from '../../../lib/spotifyLinks';
import { useCurrentUser } from '../../auth';
import { SpotifyLinkTargetQuery } from '../graphql/SpotifyLinkTarget';

/**
 * Where the member's Spotify links open: the app (NATIVE, `spotify:` URIs) or the web player
 * (WEB, the default and a visitor's). Asked only when `needed` (the page has a Spotify link); the
 * settings' save writes the same User in the cache, so links follow a change at once.
 */
export function useSpotifyLinkTarget(needed: boolean): SpotifyLinkTarget {
  const member = useCurrentUser();
  const { data } = useQuery(SpotifyLinkTargetQuery, { skip: !member || !needed });
  return data?.currentUser?.spotifyLinkTargetPref ?? 'WEB';
}
