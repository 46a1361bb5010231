import { Button, Menu } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ActionItem } from '../../listening';
import { useLogModal } from './LogModalProvider';

const targetOf = (item: ActionItem) => ({ __typename: item.__typename, id: item.id, title: item.title });

/** "Reflect" beside an item page's listening buttons. */
export function ReflectButton({ item }: { item: ActionItem }) {
  const { openLog } = useLogModal();
  return (
    <Button
      size="xs"
      radius="xl"
      variant="default"
      leftSection={<IconPencil size={14} />}
      onClick={() => openLog(targetOf(item))}
    >
      Reflect
    </Button>
  );
}

/** "Reflect" in an item's menu. */
export function ReflectMenuItem({ item }: { item: ActionItem }) {
  const { openLog } = useLogModal();
  return (
    <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => openLog(targetOf(item))}>
      Reflect
    </Menu.Item>
  );
}
