import { graphql } from '../../../graphql/generated';

/** A member's diary or writings, one page. */
export const UserForActivityQuery = graphql(`
  query UserForActivity(
    $username: String!
    $type: LogView
    $itemTypes: [ItemType!]
    $sortBy: LogSortBy
    $currentUserListenStatusFilter: ListenFilter
    $offset: Int
    $limit: Int
  ) {
    user(username: $username) {
      id
      username
      logs(
        type: $type
        itemTypes: $itemTypes
        sortBy: $sortBy
        currentUserListenStatusFilter: $currentUserListenStatusFilter
        offset: $offset
        limit: $limit
      ) {
        edges {
          node {
            ...LogFields
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
