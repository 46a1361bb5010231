import { graphql } from '../../../graphql/generated';

export const ReleaseListsQuery = graphql(`
  query releaseListsQuery($id: ID!) {
    release(id: $id) {
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
