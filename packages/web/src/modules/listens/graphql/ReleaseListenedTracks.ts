import { graphql } from '../../../graphql/generated';

export const ReleaseListenedTracksQuery = graphql(`
  query ReleaseListenedTracks($id: ID!) {
    release(id: $id) {
      id
      tracksCount
      currentUserListenedTracksCount
    }
  }
`);
