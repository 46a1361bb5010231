import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount } from '../lib/format';

/** `label` is the plural ("Likes"); a count of one shows it without its final s ("Like"). */
export type Stat = { label: string; value: number; to?: string | undefined };
type Props = { stats: readonly Stat[] };

/** "Likes" for 0 or 2, "Like" for 1; a label not ending in s ("Following") stays as it is. */
export function statLabel({ label, value }: Stat): string {
  return value === 1 && label.endsWith('s') ? label.slice(0, -1) : label;
}

/** A row of labelled counts (listens, likes, lists…), optionally linking somewhere. */
export function StatGroup({ stats }: Props) {
  return (
    <Group gap="md" component="dl" m={0} style={{ columnGap: 'clamp(16px, 4vw, 32px)' }}>
      {stats.map((stat) => {
        const value = (
          <Text component="span" fw={800} fz="lg">
            {formatCount(stat.value)}
          </Text>
        );
        return (
          // Label first for a valid <dl>; shown below the number by the reversed column.
          <Stack key={stat.label} gap={0} style={{ flexDirection: 'column-reverse' }}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {statLabel(stat)}
            </Text>
            <Text component="dd" m={0}>
              {stat.to ? (
                <Anchor component={Link} to={stat.to} c="bright" inherit>
                  {value}
                </Anchor>
              ) : (
                value
              )}
            </Text>
          </Stack>
        );
      })}
    </Group>
  );
}
