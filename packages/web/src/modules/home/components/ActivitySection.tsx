import { SimpleGrid } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { ActivityCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useMediaMatch } from '../../../lib/useMediaMatch';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ActivityCard } from './ActivityCard';

type Props = {
  id: string;
  title: string;
  activities: readonly ActivityCardFieldsFragment[] | undefined;
  error?: { message: string } | undefined;
  emptyText: string;
};

const COLS = { base: 2, xs: 3, sm: 4, md: 6 };
/** The covers a phone or a desktop shows on the first screen load at once. */
const EAGER_COVERS = 6;
const PHONE_CARDS = 6;

/** A grid of recent listens, used for the community and (later) for friends. */
export function ActivitySection({ id, title, activities: latest, error, emptyText }: Props) {
  // Cards render in a transition (in slices) when the data arrives, not in one long task.
  const activities = useDeferredValue(latest);
  // Two columns on a phone: six listens are plenty before the next section (read at once, so the
  // cards a phone would hide are never rendered; a page drawn by the server shows them all).
  const phone = useMediaMatch('(max-width: 47.99em)');
  let body: React.ReactNode;
  if (error && !activities) body = <PanelError error={error} />;
  else if (!activities) body = <CardGridSkeleton count={6} cols={COLS} />;
  else if (activities.length === 0) body = <p>{emptyText}</p>;
  else
    body = (
      <SimpleGrid cols={COLS} spacing="md" verticalSpacing="lg">
        {activities.slice(0, phone ? PHONE_CARDS : undefined).map((activity, index) => (
          <ActivityCard key={activity.id} activity={activity} eager={index < EAGER_COVERS} />
        ))}
      </SimpleGrid>
    );
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {body}
    </section>
  );
}
