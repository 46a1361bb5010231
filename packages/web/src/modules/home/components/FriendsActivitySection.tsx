import { useQuery } from '@apollo/client/react';
import { CurrentUserForHomePageQuery } from '../graphql/CurrentUserForHomePage';
import { ActivitySection } from './ActivitySection';

const FRIENDS_ACTIVITY_LIMIT = 12;

/** Recent Activity From Friends: shown while it loads, and then only when there is any. */
export function FriendsActivitySection() {
  const { data, error } = useQuery(CurrentUserForHomePageQuery, {
    variables: { offset: 0, limit: FRIENDS_ACTIVITY_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const activities = data?.currentUser?.friendsActivity.edges.map((edge) => edge.node);
  if ((activities && activities.length === 0) || (error && !activities)) return null;
  return (
    <ActivitySection
      id="friends-activity"
      title="Recent Activity From Friends"
      activities={activities}
      emptyText=""
    />
  );
}
