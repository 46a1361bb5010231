import { graphql } from '../../../graphql/generated';

/** How many results each tab of the search page holds (no kind is paged: `types` is empty). */
export const SearchCountsQuery = graphql(`
  query SearchCounts($query: String!) {
    search(query: $query, types: []) {
      counts {
        releases {
          count
          capped
        }
        songs {
          count
          capped
        }
        artists {
          count
          capped
        }
        lists {
          count
          capped
        }
        users {
          count
          capped
        }
      }
    }
  }
`);
