import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { ROUTES } from '../../../lib/links';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ListCard } from '../../lists';
import { RecentAndFeaturedQuery } from '../graphql/recentAndFeaturedQuery';

const COLS = { base: 1, xs: 2, md: 3 };
const SHOWN = 6;

export function FeaturedListsSection() {
  const { data: latest, error } = useQuery(RecentAndFeaturedQuery);
  // Cards render in a transition (in slices) when the data arrives, not in one long task.
  const data = useDeferredValue(latest);
  const lists = data?.featuredLists.slice(0, SHOWN);
  let body: React.ReactNode;
  if (error && !lists) body = <PanelError error={error} />;
  else if (!lists) body = <CardGridSkeleton count={3} cols={COLS} />;
  else if (lists.length === 0) body = <Text c="dimmed">No featured lists yet.</Text>;
  else
    body = (
      <SimpleGrid cols={COLS} spacing="md">
        {lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </SimpleGrid>
    );
  return (
    <section aria-labelledby="featured-lists">
      <SectionHeading id="featured-lists" link={{ to: ROUTES.lists, label: 'Browse all lists' }}>
        Featured Lists
      </SectionHeading>
      {body}
    </section>
  );
}
