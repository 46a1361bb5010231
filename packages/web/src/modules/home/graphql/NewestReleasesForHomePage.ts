import { graphql } from '../../../graphql/generated';

export const NewestReleasesForHomePageQuery = graphql(`
  query NewestReleasesForHomePage($offset: Int, $limit: Int) {
    newestReleases(offset: $offset, limit: $limit) {
      edges {
        node {
          ...ReleaseCardFields
        }
      }
      pageInfo {
        hasMore
        totalCount
      }
    }
  }
`);
