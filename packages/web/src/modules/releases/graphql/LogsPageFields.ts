import { graphql } from '../../../graphql/generated';

/** One page of reflections on a release or song page's activity tab. */
export const LogsPageFields = graphql(`
  fragment LogsPageFields on LogConnection {
    edges {
      node {
        ...LogRowFields
      }
    }
    pageInfo {
      hasMore
      totalCount
    }
  }
`);
