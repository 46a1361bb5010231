import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { ActivitySection } from '../../home/components/ActivitySection';
import { RecsForYou } from '../../recommendations/components/RecsForYou';
import { UserForProfileQuery } from '../graphql/UserForProfile';
import { FavoritesSection } from './FavoritesSection';

type Props = { username: string; own: boolean };

/** The profile section: Favorites, Recent Activity, and for the owner Recs For You. */
export function ProfileSection({ username, own }: Props) {
  const { data, error } = useQuery(UserForProfileQuery, {
    variables: { username },
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;
  return (
    <Stack gap={40}>
      {user && <FavoritesSection user={user} own={own} />}
      <ActivitySection
        id="recent-activity"
        title="Recent Activity"
        activities={user?.recentActivity}
        error={error}
        emptyText="No recent activity"
      />
      {own && <RecsForYou username={username} />}
    </Stack>
  );
}
