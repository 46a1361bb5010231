import { Box, Group, Skeleton, Stack } from '@mantine/core';
import classes from './ReleaseHeader.module.css';

export function ReleaseHeaderSkeleton() {
  return (
    <Group
      align="flex-start"
      gap="xl"
      aria-busy="true"
      role="status"
      aria-label="Loading"
      className={classes.header}
    >
      <Box className={classes.cover}>
        <Skeleton radius="md" style={{ aspectRatio: '1' }} />
      </Box>
      <Stack gap="sm" className={classes.details}>
        <Skeleton height={16} width={80} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={14} width="30%" />
      </Stack>
    </Group>
  );
}
