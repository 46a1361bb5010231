import { graphql } from '../../../graphql/generated';

/** /mb/release-group/:mbid: the release, found or fetched from MusicBrainz on demand. */
export const ReleaseByMusicBrainzIdQuery = graphql(`
  query ReleaseByMusicBrainzId($mbid: String!) {
    releaseByMusicBrainzId(mbid: $mbid) {
      note
      release {
        id
        link
      }
    }
  }
`);
