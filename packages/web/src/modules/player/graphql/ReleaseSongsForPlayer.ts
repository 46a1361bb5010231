import { graphql } from '../../../graphql/generated';

/** A release's songs with their videos: the queue "Play the songs" loads. */
export const ReleaseSongsForPlayerQuery = graphql(`
  query ReleaseSongsForPlayer($id: ID!) {
    release(id: $id) {
      id
      tracks {
        id
        song {
          id
          title
          artistName
          youtubeId
        }
      }
    }
  }
`);
