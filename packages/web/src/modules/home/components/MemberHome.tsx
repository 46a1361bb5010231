import { Container, Stack } from '@mantine/core';
import { WhenNearView } from '../../../ui/WhenNearView';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FriendsActivitySection } from './FriendsActivitySection';
import { FeaturedListsSection, RecentReviewsSection } from './lowerSections';
import { MemberGreeting } from './MemberGreeting';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { SECTION_HEIGHTS } from './sectionHeights';

type Props = { username: string };

/**
 * The signed-in home: friends' activity (when there is any), the community's, newest albums, reviews,
 * lists. The first three make the first screen of any member, a new one without friends included, so
 * the server draws them with their data; reviews and lists render as they come near, in a place kept
 * at their height.
 */
export function MemberHome({ username }: Props) {
  return (
    <Container py="xl">
      <Stack gap={48}>
        <MemberGreeting username={username} />
        <FriendsActivitySection />
        <CommunityActivitySection />
        <NewestAlbumsSection />
        <WhenNearView minHeight={SECTION_HEIGHTS.recentReviews}>
          <RecentReviewsSection />
        </WhenNearView>
        <WhenNearView minHeight={SECTION_HEIGHTS.featuredLists}>
          <FeaturedListsSection />
        </WhenNearView>
      </Stack>
    </Container>
  );
}
