import { Menu } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useCurrentUser } from '../../auth';
import { showSignUpPrompt } from '../../listening';
import type { AddTarget } from './AddToListsDialog';
import { useAddToLists } from './AddToListsProvider';

/** "Add to lists" in an item's menu (the Organize section). */
export function AddToListsMenuItem({ item }: { item: AddTarget }) {
  const member = useCurrentUser();
  const { openAddToLists } = useAddToLists();
  return (
    <Menu.Item
      leftSection={<IconPlaylistAdd size={14} />}
      onClick={() => (member ? openAddToLists(item) : showSignUpPrompt('add items to lists'))}
    >
      Add to lists
    </Menu.Item>
  );
}
