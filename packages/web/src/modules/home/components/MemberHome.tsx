import { Container, Stack, Title } from '@mantine/core';
import { WhenNearView } from '../../../ui/WhenNearView';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { FriendsActivitySection } from './FriendsActivitySection';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { RecentReviewsSection } from './RecentReviewsSection';

type Props = { username: string };

/**
 * The signed-in home: friends' activity (when there is any), the community's, newest albums, reviews,
 * lists. Friends' activity fills a phone's first screen; each section under it renders as it comes near.
 */
export function MemberHome({ username }: Props) {
  return (
    <Container py="xl">
      <Stack gap={48}>
        <Title order={1}>welcome back, @{username}</Title>
        <FriendsActivitySection />
        <WhenNearView minHeight={980}>
          <CommunityActivitySection />
        </WhenNearView>
        <WhenNearView minHeight={1550}>
          <NewestAlbumsSection />
        </WhenNearView>
        <WhenNearView minHeight={1980}>
          <RecentReviewsSection />
        </WhenNearView>
        <WhenNearView minHeight={1350}>
          <FeaturedListsSection />
        </WhenNearView>
      </Stack>
    </Container>
  );
}
