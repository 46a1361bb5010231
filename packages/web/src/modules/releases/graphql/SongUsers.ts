import { graphql } from '../../../graphql/generated';

export const SongUsersQuery = graphql(`
  query SongUsers($id: ID!, $status: SongUserStatus, $offset: Int, $limit: Int) {
    song(id: $id) {
      id
      users(status: $status, offset: $offset, limit: $limit) {
        ...UsersPageFields
      }
    }
  }
`);
