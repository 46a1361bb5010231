import { Container, Stack } from '@mantine/core';
import { WhenNearView } from '../../../ui/WhenNearView';
import { CommunityActivitySection } from './CommunityActivitySection';
import { LandingHero } from './LandingHero';
import { FeaturedListsSection, FeatureGrid, ReadyToJoin, RecentReviewsSection } from './lowerSections';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { SECTION_HEIGHTS } from './sectionHeights';

/**
 * The visitor's home: what Earmark is, what the community is playing, and a way in. The hero and the
 * community's activity make the first screen, drawn by the server with their data; each section
 * under them renders as it comes near, in a place kept at its height.
 */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <Container py="xl">
        <Stack gap={56}>
          <CommunityActivitySection />
          <WhenNearView minHeight={SECTION_HEIGHTS.newestAlbums}>
            <NewestAlbumsSection />
          </WhenNearView>
          <WhenNearView minHeight={SECTION_HEIGHTS.features}>
            <FeatureGrid />
          </WhenNearView>
          <WhenNearView minHeight={SECTION_HEIGHTS.readyToJoin}>
            <ReadyToJoin />
          </WhenNearView>
          <WhenNearView minHeight={SECTION_HEIGHTS.recentReviews}>
            <RecentReviewsSection />
          </WhenNearView>
          <WhenNearView minHeight={SECTION_HEIGHTS.featuredLists}>
            <FeaturedListsSection />
          </WhenNearView>
        </Stack>
      </Container>
    </>
  );
}
