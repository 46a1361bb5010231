import { graphql } from '../../../graphql/generated';

/**
 * The drawer: recommendations received, responses to the member's own, new followers and upvotes
 * of the member's writing, newest first.
 */
export const CurrentUserForNotificationsDrawerQuery = graphql(`
  query CurrentUserForNotificationsDrawer {
    currentUser {
      id
      recNotifications {
        id
        date
        viewed
        kind
        upvoteType
        user {
          id
          username
          displayName
          avatar
        }
        rec {
          ...RecFields
          recipient {
            id
            username
          }
        }
        log {
          id
          link
          item {
            ... on Release {
              id
              title
            }
            ... on Song {
              id
              title
            }
          }
        }
      }
    }
  }
`);
