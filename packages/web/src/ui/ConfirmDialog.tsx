import { Button, Group, Modal, Text } from '@mantine/core';
import type { PendingQuestion } from './confirm';

/** The app's confirmation dialog: the question, Cancel, and the action named on its button. */
export function ConfirmDialog({ question }: { question: PendingQuestion }) {
  const no = () => question.answer(false);
  return (
    <Modal opened onClose={no} title={question.title} size="sm">
      <Text size="sm">{question.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={no}>
          Cancel
        </Button>
        <Button color="red" onClick={() => question.answer(true)} data-autofocus>
          {question.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
