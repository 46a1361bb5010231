import { Paper, Text } from '@mantine/core';

type Props = { feature: string };

/** Stand-in for a tab whose content is still being built. */
export function ComingSoonPanel({ feature }: Props) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Text fw={600}>{feature} are coming soon.</Text>
      <Text size="sm" c="dimmed">
        We're still building this part of Earmark. Check back shortly.
      </Text>
    </Paper>
  );
}
