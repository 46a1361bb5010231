import { graphql } from '../../../graphql/generated';

/** A track row; its song carries the viewer's flags for the row's actions, batched with the page. */
export const TrackRowFieldsFragment = graphql(`
  fragment TrackRowFields on Track {
    id
    position
    discNumber
    number
    kind
    title
    duration
    artists {
      id
      name
      joinPhrase
    }
    song {
      id
      disambiguation
      isVideo
      ...SongActionFields
    }
  }
`);
