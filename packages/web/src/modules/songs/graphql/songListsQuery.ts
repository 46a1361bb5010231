import { graphql } from '../../../graphql/generated';

export const SongListsQuery = graphql(`
  query songListsQuery($id: ID!) {
    song(id: $id) {
      id
      curatorLists {
        edges {
          node {
            ...ListCardFields
          }
        }
        pageInfo {
          hasMore
          totalCount
        }
      }
      userLists {
        edges {
          node {
            ...ListCardFields
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
