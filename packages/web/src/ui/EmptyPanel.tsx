import { Paper, Text } from '@mantine/core';

type Props = { title: string; message: string };

/** A tab with nothing to show yet: a short title and the spec's sentence. */
export function EmptyPanel({ title, message }: Props) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
    </Paper>
  );
}
