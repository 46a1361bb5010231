import { Group, Progress, Stack, Text } from '@mantine/core';
import { plural } from '../../../lib/format';

type Props = { checked: number; total: number };

/** How many of the releases under the current filter the member has listened to. */
export function DiscographyProgress({ checked, total }: Props) {
  const percent = total === 0 ? 0 : Math.round((checked / total) * 100);
  return (
    <Stack gap={4} maw={480}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Listened {checked} of {total}
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="md"
        radius="xl"
        aria-label={`Listened to ${checked} of ${plural(total, 'release')}`}
      />
    </Stack>
  );
}
