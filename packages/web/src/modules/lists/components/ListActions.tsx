import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { DeleteListMutation } from '../graphql/deleteList';
import { ListForListActionsQuery } from '../graphql/ListForListActions';
import { ListForListActionsShortcutQuery } from '../graphql/ListForListActionsShortcut';

export const editListPath = (id: string) => `/lists/${id}/edit`;

/** The header's Edit button, for a list the member may edit. */
export function EditListShortcut({ listId }: { listId: string }) {
  const { data } = useQuery(ListForListActionsShortcutQuery, { variables: { id: listId } });
  if (!data?.list?.isEditable) return null;
  return (
    <Button
      component={Link}
      to={editListPath(listId)}
      variant="default"
      radius="xl"
      size="sm"
      leftSection={<IconPencil size={16} aria-hidden />}
    >
      Edit
    </Button>
  );
}

/** The list's menu: edit and delete (with a confirmation) when the member may. */
export function ListActionsMenu({ listId }: { listId: string }) {
  const { data } = useQuery(ListForListActionsQuery, { variables: { id: listId } });
  const [opened, { open, close }] = useDisclosure(false);
  const [remove, { loading, client }] = useMutation(DeleteListMutation);
  const navigate = useNavigate();
  const list = data?.list;
  if (!list?.isEditable) return null;

  async function handleDelete() {
    try {
      await remove({ variables: { id: listId } });
      close();
      client.cache.evict({ id: client.cache.identify({ __typename: 'List', id: listId }) });
      client.cache.gc();
      navigate(ROUTES.myLists);
    } catch (error) {
      notifications.show({
        title: 'An error has occurred.',
        message: error instanceof Error ? error.message : String(error),
        color: 'red',
      });
    }
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" radius="xl" size="lg" aria-label="List actions">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={editListPath(listId)} leftSection={<IconPencil size={14} />}>
            Edit list
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={open}>
            Delete list
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={close} title="Delete this list?">
        <Text size="sm">“{list.name}” and its items will be deleted. This cannot be undone.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={() => void handleDelete()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
