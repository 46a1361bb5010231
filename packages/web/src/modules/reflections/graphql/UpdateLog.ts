import { graphql } from '../../../graphql/generated';

export const UpdateLogMutation = graphql(`
  mutation updateLog($id: ID!, $fields: LogFieldsInput!) {
    updateLog(id: $id, fields: $fields) {
      ...LogFields
      item {
        ... on Release {
          ...ReleaseActionFields
        }
        ... on Song {
          ...SongActionFields
        }
      }
    }
  }
`);
