import { graphql } from '../../../graphql/generated';

export const RefreshReleaseFromMusicBrainz = graphql(`
  mutation RefreshReleaseFromMusicBrainz($id: ID!) {
    refreshReleaseFromMusicBrainz(id: $id) {
      id
      title
      artistName
      year
      releaseDate
      genres
      label
      image
      thumb
      tracksCount
    }
  }
`);
