import { graphql } from '../../../graphql/generated';

export const ReleaseLogsQuery = graphql(`
  query ReleaseLogs($id: ID!, $offset: Int, $limit: Int) {
    release(id: $id) {
      id
      logs(offset: $offset, limit: $limit) {
        ...LogsPageFields
      }
    }
  }
`);
