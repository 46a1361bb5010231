import { graphql } from '../../../graphql/generated';

export const ListUsersQuery = graphql(`
  query ListUsers($id: ID!, $status: ListInteractionStatus!, $offset: Int, $limit: Int) {
    list(id: $id) {
      id
      users(status: $status, offset: $offset, limit: $limit) {
        ...UsersPageFields
      }
    }
  }
`);
