import { SimpleGrid } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { ActivityCardFieldsFragment } from '../../../graphql/generated/graphql';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { PanelError } from '../../../ui/PanelError';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ActivityCard } from './ActivityCard';
import classes from './ActivitySection.module.css';

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

/** A grid of recent listens, used for the community and (later) for friends. */
export function ActivitySection({ id, title, activities: latest, error, emptyText }: Props) {
  // Cards render in a transition (in slices) when the data arrives, not in one long task.
  const activities = useDeferredValue(latest);
  let body: React.ReactNode;
  if (error && !activities) body = <PanelError error={error} />;
  else if (!activities) body = <CardGridSkeleton count={6} cols={COLS} />;
  else if (activities.length === 0) body = <p>{emptyText}</p>;
  else
    body = (
      <SimpleGrid cols={COLS} spacing="md" verticalSpacing="lg" className={classes.grid}>
        {activities.map((activity, index) => (
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
