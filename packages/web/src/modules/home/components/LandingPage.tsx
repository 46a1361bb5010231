import { Container, Stack } from '@mantine/core';
import { WhenNearView } from '../../../ui/WhenNearView';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { FeatureGrid } from './FeatureGrid';
import { LandingHero } from './LandingHero';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { ReadyToJoin } from './ReadyToJoin';
import { RecentReviewsSection } from './RecentReviewsSection';

/**
 * The visitor's home: what Earmark is, what the community is playing, and a way in. The hero fills
 * the first screen; each section under it renders as it comes near (the placeholders' heights are
 * the sections' on a phone).
 */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <Container py="xl">
        <Stack gap={56}>
          <WhenNearView minHeight={980}>
            <CommunityActivitySection />
          </WhenNearView>
          <WhenNearView minHeight={1550}>
            <NewestAlbumsSection />
          </WhenNearView>
          <WhenNearView minHeight={1010}>
            <FeatureGrid />
          </WhenNearView>
          <WhenNearView minHeight={215}>
            <ReadyToJoin />
          </WhenNearView>
          <WhenNearView minHeight={1980}>
            <RecentReviewsSection />
          </WhenNearView>
          <WhenNearView minHeight={1350}>
            <FeaturedListsSection />
          </WhenNearView>
        </Stack>
      </Container>
    </>
  );
}
