import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { showErrorToast } from '../../../ui/errorToast';
import { DeclineRecMutation } from '../graphql/DeclineRec';
import { RespondDialog } from './RespondDialog';

type Props = {
  rec: RecFieldsFragment;
  /** The recipient, whose profile lists the recommendation under Recs For You. */
  recipient: string;
  onNavigate?: () => void;
};

/**
 * What a recipient does with a recommendation where it reaches them (the bell): Respond (a dialog),
 * Decline, and a link to it among their Recs For You; once answered, what they answered.
 */
export function RecAnswerActions({ rec, recipient, onNavigate }: Props) {
  const [responding, setResponding] = useState(false);
  const [decline, declineState] = useMutation(DeclineRecMutation);
  const handleDecline = async () => {
    try {
      await decline({ variables: { recId: rec.id } });
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  const answered = rec.declined ? 'You declined it' : rec.userResponse ? 'You responded' : null;
  return (
    <Group gap="xs" mt={4}>
      {answered ? (
        <Text size="xs" c="dimmed">
          {answered}
        </Text>
      ) : (
        <>
          {rec.recommender && (
            <Button size="compact-xs" radius="xl" onClick={() => setResponding(true)}>
              Respond
            </Button>
          )}
          <Button
            size="compact-xs"
            radius="xl"
            variant="default"
            loading={declineState.loading}
            onClick={() => void handleDecline()}
          >
            Decline
          </Button>
        </>
      )}
      <Anchor component={Link} to={`${ROUTES.user(recipient)}#recs-for-you`} size="xs" onClick={onNavigate}>
        View recommendation
      </Anchor>
      {rec.recommender && (
        <RespondDialog rec={rec} opened={responding} onClose={() => setResponding(false)} />
      )}
    </Group>
  );
}
