import { graphql } from '../../../graphql/generated';

export const TrackRowFieldsFragment = graphql(`
  fragment TrackRowFields on Track {
    id
    position
    discNumber
    title
    duration
    artists {
      id
      name
      joinPhrase
    }
    song {
      id
    }
  }
`);
