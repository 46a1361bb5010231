import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { StatsHiddenReason } from '../../../graphql/generated/graphql';

const MESSAGES: Record<StatsHiddenReason, string> = {
  HIDDEN_BY_MEMBER: 'This member keeps their stats to themselves.',
  PRIVATE_PROFILE: 'This profile is private: only their friends (members they follow back) see their stats.',
  NOT_AVAILABLE: "This member's stats are not available.",
};

type Props = { reason: StatsHiddenReason; username: string };

/** Said instead of the numbers when the viewer may not see them. */
export function HiddenStatsNotice({ reason, username }: Props) {
  return (
    <Alert icon={<IconLock size={18} aria-hidden />} title={`@${username}'s stats are hidden`} color="gray">
      {MESSAGES[reason]}
    </Alert>
  );
}
