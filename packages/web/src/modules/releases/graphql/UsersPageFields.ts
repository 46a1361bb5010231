import { graphql } from '../../../graphql/generated';

/** One page of members on a release, song or artist page's users tab. */
export const UsersPageFields = graphql(`
  fragment UsersPageFields on UserConnection {
    edges {
      node {
        ...UserRowFields
      }
    }
    pageInfo {
      hasMore
      totalCount
    }
  }
`);
