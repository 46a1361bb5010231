import { graphql } from '../../../graphql/generated';

export const ReleaseUsersQuery = graphql(`
  query ReleaseUsers($id: ID!, $status: ReleaseUserStatus, $offset: Int, $limit: Int) {
    release(id: $id) {
      id
      users(status: $status, offset: $offset, limit: $limit) {
        ...UsersPageFields
      }
    }
  }
`);
