import { AspectRatio, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ComponentProps } from 'react';

type Props = {
  count: number;
  cols: ComponentProps<typeof SimpleGrid>['cols'];
};

/** Cover-shaped placeholders while a grid of cards loads. */
export function CardGridSkeleton({ count, cols }: Props) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true" role="status" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders without identity
        <Stack key={index} gap={6}>
          <AspectRatio ratio={1}>
            <Skeleton radius="md" />
          </AspectRatio>
          <Skeleton height={12} width="80%" />
          <Skeleton height={10} width="55%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
