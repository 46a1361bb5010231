import { graphql } from '../../../graphql/generated';

export const ListForListItemsQuery = graphql(`
  query ListForListItems(
    $id: ID!
    $currentUserListenStatusFilter: ListenFilter
    $limit: Int
    $offset: Int
    $sortBy: ListItemsSortBy
  ) {
    list(id: $id) {
      id
      items(
        currentUserListenStatusFilter: $currentUserListenStatusFilter
        limit: $limit
        offset: $offset
        sortBy: $sortBy
      ) {
        edges {
          node {
            ...ListItemFields
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
    }
  }
`);
