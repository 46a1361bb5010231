import { graphql } from '../../../graphql/generated';

/** The bell: how many notifications are unseen (polled). */
export const CurrentUserForNotificationsQuery = graphql(`
  query CurrentUserForNotifications {
    currentUser {
      id
      unseenNotificationsCount
    }
  }
`);
