import { Group, Skeleton, Stack } from '@mantine/core';

export function ReleaseHeaderSkeleton() {
  return (
    <Group align="flex-start" gap="xl" aria-busy="true" role="status" aria-label="Loading">
      <Skeleton width={260} height={260} radius="md" />
      <Stack gap="sm" style={{ flex: 1 }}>
        <Skeleton height={16} width={80} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={14} width="30%" />
      </Stack>
    </Group>
  );
}
