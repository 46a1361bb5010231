import { useQuery } from '@apollo/client/react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '../../auth';
import { ListProgressBarListProgressQuery } from '../graphql/ListProgressBarListProgress';

/** How many of the list's items the member has checked. */
export function ListProgressBar({ listId }: { listId: string }) {
  const member = useCurrentUser();
  const { data } = useQuery(ListProgressBarListProgressQuery, { variables: { listId }, skip: !member });
  const list = data?.list;
  if (!member || !list || list.itemsCount === 0) return null;
  const percent = Math.round((100 * list.currentUserNumberOfChecks) / list.itemsCount);
  return (
    <Stack gap={4} maw={420}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Your progress
        </Text>
        <Text size="sm" c="dimmed">
          {list.currentUserNumberOfChecks} of {list.itemsCount} listened ({percent}%)
        </Text>
      </Group>
      <Progress value={percent} aria-label={`${percent}% of this list listened`} />
    </Stack>
  );
}
