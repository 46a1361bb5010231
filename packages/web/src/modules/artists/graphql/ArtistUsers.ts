import { graphql } from '../../../graphql/generated';

export const ArtistUsersQuery = graphql(`
  query ArtistUsers($id: ID!, $offset: Int, $limit: Int) {
    artist(id: $id) {
      id
      users(offset: $offset, limit: $limit) {
        ...UsersPageFields
      }
    }
  }
`);
