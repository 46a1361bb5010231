import { graphql } from '../../../graphql/generated';

export const SearchQuery = graphql(`
  query Search(
    $query: String!
    $types: [SearchType!]
    $releaseOffsetIndex: Int
    $songOffsetIndex: Int
    $artistOffsetIndex: Int
    $listOffsetIndex: Int
    $userOffsetIndex: Int
  ) {
    search(
      query: $query
      types: $types
      releaseOffsetIndex: $releaseOffsetIndex
      songOffsetIndex: $songOffsetIndex
      artistOffsetIndex: $artistOffsetIndex
      listOffsetIndex: $listOffsetIndex
      userOffsetIndex: $userOffsetIndex
    ) {
      releases {
        edges {
          node {
            ...ReleaseCardFields
            disambiguation
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
      songs {
        edges {
          node {
            id
            title
            disambiguation
            isVideo
            year
            image
            artists {
              id
              name
              joinPhrase
            }
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
      artists {
        edges {
          node {
            id
            name
            image
            disambiguation
            numberOfFavorites
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
      lists {
        ...ListsPageFields
      }
      users {
        edges {
          node {
            id
            username
            displayName
            avatar
            numberOfChecks
            numberOfFollowers
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
