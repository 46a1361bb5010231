import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { useDeleteLog } from '../hooks/useDeleteLog';
import { useLogModal } from './LogModalProvider';

type Props = { log: LogFieldsFragment; onDeleted?: () => void };

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    notifications.show({ message: 'Link copied' });
  } catch {
    notifications.show({ color: 'red', message: 'There was an error copying the link' });
  }
}

/** Copy link for everyone; edit and delete (with a confirmation) for the log's author only. */
export function LogOwnerActions({ log, onDeleted }: Props) {
  const { openLog } = useLogModal();
  const { deleteLog, deleting } = useDeleteLog();
  const [confirming, confirm] = useDisclosure(false);
  const item = log.item;
  const target =
    item.__typename === 'Release' || item.__typename === 'Song'
      ? { __typename: item.__typename, id: item.id, title: item.title }
      : null;
  return (
    <Group gap={4}>
      <Tooltip label="Copy link">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Copy link"
          onClick={() => void copyLink(log.link)}
        >
          <IconLink size={16} />
        </ActionIcon>
      </Tooltip>
      {log.isCurrentUsers && target && (
        <>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Edit reflection"
              onClick={() => openLog(target, log.id)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label="Delete reflection" onClick={confirm.open}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
          <Modal opened={confirming} onClose={confirm.close} title="Delete this reflection?" size="sm">
            <Text size="sm">
              Its review, gratitude and upvotes are deleted too. Your check and rating stay.
            </Text>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={confirm.close}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={deleting}
                onClick={async () => {
                  const deleted = await deleteLog(log);
                  confirm.close();
                  if (deleted) onDeleted?.();
                }}
              >
                Delete
              </Button>
            </Group>
          </Modal>
        </>
      )}
    </Group>
  );
}
