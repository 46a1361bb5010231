import { graphql } from '../../../graphql/generated';

/** One page of a member's collection (the user's collection query). */
export const UserLibraryQuery = graphql(`
  query UserLibrary(
    $username: String!
    $filters: CollectionFilters
    $reactions: [ReactionFilter!]
    $includeFollowedLists: Boolean
    $currentUserListenStatus: ListenFilter
    $sort: ReleaseSortBy
    $randomSeed: Int
    $offset: Int
    $limit: Int
  ) {
    user(username: $username) {
      id
      collection(
        filters: $filters
        reactions: $reactions
        includeFollowedLists: $includeFollowedLists
        currentUserListenStatus: $currentUserListenStatus
        sort: $sort
        randomSeed: $randomSeed
        offset: $offset
        limit: $limit
      ) {
        edges {
          node {
            __typename
            ... on Release {
              year
              image
              imageBackup
              artists {
                id
                name
                joinPhrase
              }
              ...ReleaseActionFields
            }
            ... on Song {
              year
              image
              imageBackup
              artists {
                id
                name
                joinPhrase
              }
              ...SongActionFields
            }
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
