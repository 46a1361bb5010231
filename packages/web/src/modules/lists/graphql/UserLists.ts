import { graphql } from '../../../graphql/generated';

/** A member's lists by view (personal, curator, following, liked), one page. */
export const UserListsQuery = graphql(`
  query UserLists($username: String!, $listFilterBy: ListFilterBy, $sortBy: ListSortBy, $offset: Int, $limit: Int) {
    user(username: $username) {
      id
      lists(listFilterBy: $listFilterBy, sortBy: $sortBy, offset: $offset, limit: $limit) {
        ...ListsPageFields
      }
    }
  }
`);
