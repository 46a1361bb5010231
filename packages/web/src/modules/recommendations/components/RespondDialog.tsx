import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { RecFieldsFragment } from '../../../graphql/generated/graphql';
import { showErrorToast } from '../../../ui/errorToast';
import { RespondToRecMutation } from '../graphql/respondToRec';

const RESPONSE_MAX = 1_000;

type Props = { rec: RecFieldsFragment; opened: boolean; onClose: () => void };

/** The response dialog: free text back to the member who recommended the item. */
export function RespondDialog({ rec, opened, onClose }: Props) {
  const [text, setText] = useState(rec.userResponse ?? '');
  const [respond, { loading }] = useMutation(RespondToRecMutation);
  const send = async () => {
    try {
      await respond({ variables: { recId: rec.id, response: text.trim() } });
      onClose();
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Respond to @${rec.recommender?.username ?? ''}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          About {rec.item.title}
        </Text>
        <Textarea
          label="Your response"
          autosize
          minRows={3}
          maxLength={RESPONSE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={loading} disabled={text.trim().length === 0}>
            Send response
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
