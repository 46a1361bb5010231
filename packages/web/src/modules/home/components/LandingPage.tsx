import { Container, Stack } from '@mantine/core';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { FeatureGrid } from './FeatureGrid';
import { LandingHero } from './LandingHero';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { ReadyToJoin } from './ReadyToJoin';
import { RecentReviewsSection } from './RecentReviewsSection';

/**
 * The visitor's home: what Earmark is, what the community is playing, and a way in. The hero fills the
 * first screen, so everything under it renders after the first paint.
 */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <Container py="xl">
        <AfterFirstPaint minHeight={2400}>
          <Stack gap={56}>
            <CommunityActivitySection />
            <NewestAlbumsSection />
            <FeatureGrid />
            <ReadyToJoin />
            <RecentReviewsSection />
            <FeaturedListsSection />
          </Stack>
        </AfterFirstPaint>
      </Container>
    </>
  );
}
