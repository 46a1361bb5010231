import { graphql } from '../../../graphql/generated';

/** The list editor's item picker: releases, songs and artists, each paged on its own. */
export const ListFormQuery = graphql(`
  query ListForm(
    $query: String!
    $types: [SearchType!]
    $artistOffsetIndex: Int
    $releaseOffsetIndex: Int
    $songOffsetIndex: Int
  ) {
    search(
      query: $query
      types: $types
      artistOffsetIndex: $artistOffsetIndex
      releaseOffsetIndex: $releaseOffsetIndex
      songOffsetIndex: $songOffsetIndex
    ) {
      releases {
        edges {
          node {
            id
            title
            year
            thumb
            artists {
              id
              name
              joinPhrase
            }
          }
        }
        pageInfo {
          hasMore
        }
      }
      songs {
        edges {
          node {
            id
            title
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
        }
      }
      artists {
        edges {
          node {
            id
            name
            image
          }
        }
        pageInfo {
          hasMore
        }
      }
    }
  }
`);
