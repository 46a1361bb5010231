import { LIMITS } from '@earmark/shared';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RecentAndFeaturedQueryQuery } from '../../../graphql/generated/graphql';
import { itemHref, ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';
import { MemberName } from '../../../ui/MemberName';
import { RatingStars } from '../../../ui/RatingStars';

type Review = RecentAndFeaturedQueryQuery['recentReviews'][number];
type Props = { review: Review };

function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** A member's written reflection on an album or song, cut to the review truncation length. */
export function ReviewCard({ review }: Props) {
  const { item, user } = review;
  const image = item.__typename === 'Song' ? item.image : item.thumb;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Link to={itemHref(item)} style={{ width: 72, flex: 'none' }} aria-label={item.title}>
          <CoverImage src={image} alt={`Cover of ${item.title}`} radius="sm" />
        </Link>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <div>
            <Anchor component={Link} to={itemHref(item)} fw={700} c="bright" lh="24px" lineClamp={1}>
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed" lh="24px" lineClamp={1}>
              <ArtistCredits artists={item.artists} />
            </Text>
          </div>
          <Group gap={6}>
            <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={20} radius="xl" />
            <Anchor component={Link} to={ROUTES.user(user.username)} size="xs" fw={600} c="bright" lh="24px">
              <MemberName displayName={user.displayName} username={user.username} />
            </Anchor>
            {review.rating != null && <RatingStars value={review.rating} />}
            {review.dateText && (
              <Text size="xs" c="dimmed">
                {review.dateText}
              </Text>
            )}
          </Group>
          {review.reviewTitle && (
            <Text fw={600} size="sm">
              {review.reviewTitle}
            </Text>
          )}
          {review.review && (
            <Text size="sm" c="var(--earmark-color-soft)" style={{ whiteSpace: 'pre-line' }}>
              {excerpt(review.review, LIMITS.reviewTruncate)}
            </Text>
          )}
          <Anchor component={Link} to={review.link} size="xs" fw={600}>
            Read reflection
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
