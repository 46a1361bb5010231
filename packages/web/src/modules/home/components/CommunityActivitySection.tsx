import { useQuery } from '@apollo/client/react';
import { RecentActivityForHomePageQuery } from '../graphql/RecentActivityForHomePage';
import { ActivitySection } from './ActivitySection';

const COMMUNITY_ACTIVITY_LIMIT = 12;

export function CommunityActivitySection() {
  const { data, error } = useQuery(RecentActivityForHomePageQuery, {
    variables: { offset: 0, limit: COMMUNITY_ACTIVITY_LIMIT },
  });
  return (
    <ActivitySection
      id="community-activity"
      title="Recent Activity From The Community"
      activities={data?.communityActivity.edges.map((edge) => edge.node)}
      error={error}
      emptyText="Nobody has listened to anything yet. Be the first!"
    />
  );
}
