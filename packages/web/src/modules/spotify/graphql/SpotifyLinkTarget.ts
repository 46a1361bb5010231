import { graphql } from '../../../graphql/generated';

/** The member's Spotify link preference (WEB or NATIVE), for the items' Spotify links. */
export const SpotifyLinkTargetQuery = graphql(`
  query SpotifyLinkTarget {
    currentUser {
      id
      spotifyLinkTargetPref
    }
  }
`);
