import { useQuery } from '@apollo/client/react';
import { Button, Center, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { UserRecsForProfileQuery } from '../graphql/UserRecsForProfile';
import { RecCard } from './RecCard';

const PAGE = 10;

/** "Recs For You" on the member's own profile: received recommendations not yet declined. */
export function RecsForYou({ username }: { username: string }) {
  const { data, error, fetchMore, refetch, loading } = useQuery(UserRecsForProfileQuery, {
    variables: { username, offset: 0, limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const recs = data?.user?.recs;
  const nodes = recs?.edges.map((edge) => edge.node) ?? [];
  const more = () =>
    fetchMore({
      variables: { offset: nodes.length },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.user?.recs || !fetchMoreResult.user?.recs) return previous;
        return {
          ...previous,
          user: {
            ...previous.user,
            recs: {
              ...fetchMoreResult.user.recs,
              edges: [...previous.user.recs.edges, ...fetchMoreResult.user.recs.edges],
            },
          },
        };
      },
    });
  let body: React.ReactNode;
  if (error && !recs) body = <PanelError error={error} />;
  else if (!recs) body = <Skeleton height={120} radius="md" role="status" aria-label="Loading" />;
  else if (nodes.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        No recommendations yet. When friends recommend music to you, it shows here.
      </Text>
    );
  else
    body = (
      <>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {nodes.map((rec) => (
            <RecCard
              key={rec.id}
              rec={rec}
              onDeclined={() => void refetch({ offset: 0, limit: nodes.length })}
            />
          ))}
        </SimpleGrid>
        {recs.pageInfo.hasMore && (
          <Center mt="sm">
            <Button variant="default" loading={loading} onClick={() => void more()}>
              Load more
            </Button>
          </Center>
        )}
      </>
    );
  return (
    <section aria-labelledby="recs-for-you">
      <SectionHeading id="recs-for-you">Recs For You</SectionHeading>
      {body}
    </section>
  );
}
