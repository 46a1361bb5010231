import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { RecentAndFeaturedQuery } from '../graphql/recentAndFeaturedQuery';
import { ReviewCard } from './ReviewCard';

const SHOWN = 6;

export function RecentReviewsSection() {
  const { data: latest, error } = useQuery(RecentAndFeaturedQuery);
  // Cards render in a transition (in slices) when the data arrives, not in one long task.
  const data = useDeferredValue(latest);
  const reviews = data?.recentReviews.slice(0, SHOWN);
  let body: React.ReactNode;
  if (error && !reviews) body = <PanelError error={error} />;
  else if (!reviews)
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" role="status" aria-label="Loading">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </SimpleGrid>
    );
  else if (reviews.length === 0) body = <Text c="dimmed">No reviews yet.</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </SimpleGrid>
    );
  return (
    <section aria-labelledby="recent-reviews">
      <SectionHeading id="recent-reviews">Recent Reviews</SectionHeading>
      {body}
    </section>
  );
}
