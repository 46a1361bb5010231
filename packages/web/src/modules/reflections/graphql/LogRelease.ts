import { graphql } from '../../../graphql/generated';

export const LogReleaseMutation = graphql(`
  mutation logRelease($releaseId: ID!, $fields: LogFieldsInput!, $listenAgain: Boolean, $recs: [ID!]) {
    logRelease(releaseId: $releaseId, fields: $fields, listenAgain: $listenAgain, recs: $recs) {
      ...LogFields
      item {
        ... on Release {
          ...ReleaseActionFields
          currentUserHasLogged
        }
      }
    }
  }
`);
