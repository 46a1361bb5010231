import { graphql } from '../../../graphql/generated';

export const UpdateUserPreferencesMutation = graphql(`
  mutation updateUserPreferences($spotifyLinkTarget: SpotifyLinkTarget!) {
    updateUserPreferences(spotifyLinkTarget: $spotifyLinkTarget) {
      id
      spotifyLinkTargetPref
    }
  }
`);
