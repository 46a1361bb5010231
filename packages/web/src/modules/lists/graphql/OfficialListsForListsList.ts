import { graphql } from '../../../graphql/generated';

export const OfficialListsForListsListQuery = graphql(`
  query OfficialListsForListsList($sortBy: ListSortBy, $offset: Int, $limit: Int) {
    officialLists(sortBy: $sortBy, offset: $offset, limit: $limit) {
      ...ListsPageFields
    }
  }
`);
