import { Container, Stack } from '@mantine/core';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { FeatureGrid } from './FeatureGrid';
import { LandingHero } from './LandingHero';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { ReadyToJoin } from './ReadyToJoin';
import { RecentReviewsSection } from './RecentReviewsSection';

/** The visitor's home: what Earmark is, what the community is playing, and a way in. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <Container py="xl">
        <Stack gap={56}>
          <CommunityActivitySection />
          <NewestAlbumsSection />
          <FeatureGrid />
          <ReadyToJoin />
          <RecentReviewsSection />
          <FeaturedListsSection />
        </Stack>
      </Container>
    </>
  );
}
