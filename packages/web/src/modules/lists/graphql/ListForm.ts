import { graphql } from '../../../graphql/generated';

/** The editor's item search: releases, songs and artists matching the query. */
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
            ...ReleaseCardFields
          }
        }
      }
      songs {
        edges {
          node {
            id
            title
            year
            image
            artists {
              id
              name
              joinPhrase
            }
          }
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
      }
    }
  }
`);
