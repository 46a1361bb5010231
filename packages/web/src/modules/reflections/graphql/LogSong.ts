import { graphql } from '../../../graphql/generated';

export const LogSongMutation = graphql(`
  mutation logSong($songId: ID!, $fields: LogFieldsInput!, $listenAgain: Boolean, $recs: [ID!]) {
    logSong(songId: $songId, fields: $fields, listenAgain: $listenAgain, recs: $recs) {
      ...LogFields
      item {
        ... on Song {
          ...SongActionFields
          currentUserHasLogged
        }
      }
    }
  }
`);
