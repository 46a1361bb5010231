import { Group } from '@mantine/core';
import { IconClock, IconStarHalfFilled } from '@tabler/icons-react';
import type { ActionItem } from '../actionItem';
import { useItemActions } from '../hooks/useItemActions';
import { useItemExtras } from '../itemExtras';
import { ActionButton } from './ActionButton';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemRateModal } from './ItemRateModal';
import { ItemShortcuts } from './ItemShortcuts';
import { ListeningToggles } from './ListeningToggles';

type Props = { item: ActionItem; compact?: boolean };

/**
 * The listening buttons of a release or song page, with the item menu, the rate modal and (not
 * compact: the page's own item) its keyboard shortcuts.
 */
export function ItemActions({ item, compact = false }: Props) {
  const actions = useItemActions(item);
  const extras = useItemExtras();
  const { checked, status, toggle, favoriteBusy } = actions;

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Listening actions">
      <ListeningToggles item={item} actions={actions} Toggle={ActionButton} />
      {!compact && (
        <ActionButton
          active={item.currentUserHasAddedToListenTo}
          label="Add to For Later"
          activeLabel="In For Later"
          icon={<IconClock size={14} />}
          status={status('listenTo')}
          onClick={toggle('listenTo')}
        />
      )}
      {!compact && (
        <ActionButton
          active={item.currentUserRating != null}
          label="Rate"
          activeLabel={`Rated ${item.currentUserRating ?? ''}`}
          icon={<IconStarHalfFilled size={14} />}
          status={status('rate')}
          onClick={actions.openRate}
        />
      )}
      {!compact && extras.buttons?.(item)}
      <ItemActionsMenu
        item={item}
        checked={checked}
        favoriteDisabled={favoriteBusy}
        onAction={(key, action) => void actions.run(key, action)}
        onRate={actions.openRate}
      />
      <ItemRateModal item={item} actions={actions} />
      {!compact && <ItemShortcuts item={item} actions={actions} />}
    </Group>
  );
}
