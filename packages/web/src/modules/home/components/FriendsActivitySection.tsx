import { useQuery } from '@apollo/client/react';
import { CurrentUserForHomePageQuery } from '../graphql/CurrentUserForHomePage';
import { FRIENDS_ACTIVITY_FIRST_PAGE, fetchedAtBoot } from '../graphql/friendsActivityFirstPage';
import { ActivitySection } from './ActivitySection';

/** Recent Activity From Friends: shown while it loads, and then only when there is any. */
export function FriendsActivitySection() {
  const { data, error } = useQuery(CurrentUserForHomePageQuery, {
    variables: FRIENDS_ACTIVITY_FIRST_PAGE,
    // Fresh on every visit home, but not twice in a row when boot has just fetched it.
    fetchPolicy: fetchedAtBoot() ? 'cache-first' : 'cache-and-network',
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
