import { graphql } from '../../../graphql/generated';

export const UserListsForListsListQuery = graphql(`
  query UserListsForListsList($sortBy: ListSortBy, $offset: Int, $limit: Int) {
    userLists(sortBy: $sortBy, offset: $offset, limit: $limit) {
      ...ListsPageFields
    }
  }
`);
