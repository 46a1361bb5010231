import { graphql } from '../../../graphql/generated';

/** One page of the lists holding a release or song (the lists tab's two sections). */
export const ItemListsPageFields = graphql(`
  fragment ItemListsPageFields on ListConnection {
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
`);
