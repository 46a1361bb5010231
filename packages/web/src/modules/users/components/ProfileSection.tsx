import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useFirstDataInSlices } from '../../../lib/useFirstDataInSlices';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { ActivitySection } from '../../home';
import { RecentListens } from '../../listens';
import { RecsForYou } from '../../recommendations';
import { UserForProfileQuery } from '../graphql/UserForProfile';
import { FavoritesSection } from './FavoritesSection';

const PLACEHOLDER_COLS = { base: 2, xs: 3, sm: 4, md: 6 };

type Props = { username: string; own: boolean };

/** The profile section: Favorites, Recent Activity, Recent listens, and for the owner Recs For You. */
export function ProfileSection({ username, own }: Props) {
  const { data, error } = useQuery(UserForProfileQuery, {
    variables: { username },
    fetchPolicy: 'cache-and-network',
  });
  const user = useFirstDataInSlices(data?.user ?? undefined);
  // Until the profile loads, one placeholder stands for both sections: showing Recent Activity's
  // skeleton first would push it down the screen when Favorites arrives above it.
  if (!user && !error) return <CardGridSkeleton count={6} cols={PLACEHOLDER_COLS} />;
  return (
    <Stack gap={40}>
      {user && <FavoritesSection user={user} username={username} own={own} />}
      <ActivitySection
        id="recent-activity"
        title="Recent Activity"
        activities={user?.recentActivity}
        error={error}
        emptyText="No recent activity"
      />
      <RecentListens username={username} />
      {own && <RecsForYou username={username} />}
    </Stack>
  );
}
