import { VisuallyHidden } from '@mantine/core';
import type { ActionItem } from '../actionItem';
import type { ItemActionsState } from '../hooks/useItemActions';
import { useItemShortcuts } from '../hooks/useItemShortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';

type Props = { item: ActionItem; actions: ItemActionsState };

/** An item page's keyboard shortcuts, what they did said in a live region, and their `?` dialog. */
export function ItemShortcuts({ item, actions }: Props) {
  const { announcement, help } = useItemShortcuts(item, actions);
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" data-testid="shortcut-announcement">
        {announcement}
      </VisuallyHidden>
      <ShortcutsDialog opened={help.opened} onClose={help.onClose} />
    </>
  );
}
