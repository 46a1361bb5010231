import { graphql } from '../../../graphql/generated';

export const MarkNotificationsViewedMutation = graphql(`
  mutation MarkNotificationsViewed($notificationIds: [ID!]!) {
    markNotificationsViewed(notificationIds: $notificationIds)
  }
`);
