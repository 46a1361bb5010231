import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconArrowBigUp, IconArrowBigUpFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { RemoveLogUpvoteMutation, UpvoteLogMutation } from '../graphql/UpvoteLog';

type Props = { log: LogFieldsFragment; type: 'review' | 'gratitude' };

/** Upvotes another member's review or gratitude, or takes the upvote back; applied at once. */
export function UpvoteButton({ log, type }: Props) {
  const member = useCurrentUser();
  const [failed, setFailed] = useState(false);
  const [upvote] = useMutation(UpvoteLogMutation);
  const [remove] = useMutation(RemoveLogUpvoteMutation);
  const on = log.currentUserUpvotes[type];
  const count = log.upvoteCount[type];
  const disabled = failed || !member || log.isCurrentUsers;

  const toggle = async () => {
    const next = {
      __typename: 'Log' as const,
      id: log.id,
      upvoteCount: { ...log.upvoteCount, [type]: count + (on ? -1 : 1) },
      currentUserUpvotes: { ...log.currentUserUpvotes, [type]: !on },
    };
    try {
      if (on)
        await remove({ variables: { logId: log.id, type }, optimisticResponse: { removeLogUpvote: next } });
      else await upvote({ variables: { logId: log.id, type }, optimisticResponse: { upvoteLog: next } });
    } catch (error) {
      setFailed(true);
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Button
      size="compact-xs"
      radius="xl"
      variant={on ? 'light' : 'subtle'}
      color={on ? 'ember' : 'gray'}
      leftSection={on ? <IconArrowBigUpFilled size={14} /> : <IconArrowBigUp size={14} />}
      disabled={disabled}
      aria-pressed={on}
      // The count, shown, is in the name outside parentheses: a checker reads a parenthetical as an
      // aside, and the shown "2" must be part of the name (WCAG 2.5.3, label in name).
      aria-label={`Upvote ${type}: ${count}`}
      onClick={() => void toggle()}
    >
      {count}
    </Button>
  );
}
