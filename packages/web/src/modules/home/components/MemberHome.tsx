import { Container, Stack, Title } from '@mantine/core';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { CommunityActivitySection } from './CommunityActivitySection';
import { FeaturedListsSection } from './FeaturedListsSection';
import { FriendsActivitySection } from './FriendsActivitySection';
import { NewestAlbumsSection } from './NewestAlbumsSection';
import { RecentReviewsSection } from './RecentReviewsSection';

type Props = { username: string };

/**
 * The signed-in home: friends' activity (when there is any), the community's, newest albums, reviews,
 * lists. Friends' activity fills a phone's first screen; the rest renders after the first paint.
 */
export function MemberHome({ username }: Props) {
  return (
    <Container py="xl">
      <Stack gap={48}>
        <Title order={1}>welcome back, @{username}</Title>
        <FriendsActivitySection />
        <AfterFirstPaint minHeight={1800}>
          <Stack gap={48}>
            <CommunityActivitySection />
            <NewestAlbumsSection />
            <RecentReviewsSection />
            <FeaturedListsSection />
          </Stack>
        </AfterFirstPaint>
      </Stack>
    </Container>
  );
}
