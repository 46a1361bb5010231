import { graphql } from '../../../graphql/generated';

export const RecentActivityForHomePageQuery = graphql(`
  query RecentActivityForHomePage($offset: Int, $limit: Int) {
    communityActivity(offset: $offset, limit: $limit) {
      edges {
        node {
          ...ActivityCardFields
        }
      }
      pageInfo {
        hasMore
        totalCount
      }
    }
  }
`);
