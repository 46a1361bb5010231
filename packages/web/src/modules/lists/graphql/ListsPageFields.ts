import { graphql } from '../../../graphql/generated';

/** One page of lists as cards: an item's lists tab sections, the search page's Lists tab. */
export const ListsPageFields = graphql(`
  fragment ListsPageFields on ListConnection {
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
