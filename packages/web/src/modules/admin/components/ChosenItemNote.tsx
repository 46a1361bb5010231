import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffKind } from '../hooks/useChosenItem';

type Props = { kind: StaffKind; section: 'match' | 'verify'; verified?: boolean };

/** Above an item opened from its menu: which item this is, and the way back to the queue. */
export function ChosenItemNote({ kind, section, verified }: Props) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        The {kind} you chose{verified ? ' (its match is verified)' : ''}
      </Text>
      <Anchor component={Link} to={`/admin/${section}`} size="sm">
        Back to the queue
      </Anchor>
    </Group>
  );
}
