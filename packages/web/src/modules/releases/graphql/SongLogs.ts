import { graphql } from '../../../graphql/generated';

export const SongLogsQuery = graphql(`
  query SongLogs($id: ID!, $offset: Int, $limit: Int) {
    song(id: $id) {
      id
      logs(offset: $offset, limit: $limit) {
        ...LogsPageFields
      }
    }
  }
`);
