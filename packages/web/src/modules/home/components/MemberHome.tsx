import { Container, Stack, Title } from '@mantine/core';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { RecentReviewsSection } from './RecentReviewsSection';

type Props = { username: string };

/**
 * The signed-in home. Recent Activity From Friends joins above the community section once the
 * friends feed exists; it is shown only when there is any.
 */
export function MemberHome({ username }: Props) {
  return (
    <Container py="xl">
      <Stack gap={48}>
        <Title order={1}>welcome back, @{username}</Title>
        <CommunityActivitySection />
        <NewestAlbumsSection />
        <RecentReviewsSection />
        <FeaturedListsSection />
      </Stack>
    </Container>
  );
}
