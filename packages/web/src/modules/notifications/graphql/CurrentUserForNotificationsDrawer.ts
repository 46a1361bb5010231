import { graphql } from '../../../graphql/generated';

/** The drawer: recommendations received and responses to the member's own, newest first. */
export const CurrentUserForNotificationsDrawerQuery = graphql(`
  query CurrentUserForNotificationsDrawer {
    currentUser {
      id
      recNotifications {
        id
        date
        viewed
        kind
        user {
          id
          username
          avatar
        }
        rec {
          ...RecFields
          recipient {
            id
            username
          }
        }
      }
    }
  }
`);
