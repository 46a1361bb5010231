import { graphql } from '../../../graphql/generated';

export const UserRecentListensQuery = graphql(`
  query UserRecentListens($username: String!, $limit: Int) {
    user(username: $username) {
      id
      listens(limit: $limit) {
        edges {
          node {
            id
            listenedAt
            artistName
            trackName
            song {
              id
              title
              link
            }
          }
        }
        pageInfo {
          totalCount
        }
      }
    }
  }
`);
