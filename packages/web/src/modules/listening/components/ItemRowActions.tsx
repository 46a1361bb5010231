import { Box, Group, Text } from '@mantine/core';
import type { ActionItem } from '../actionItem';
import { useItemActions } from '../hooks/useItemActions';
import type { ListeningActionOptions } from '../hooks/useListeningAction';
import { currentReaction } from '../reactions';
import { IconToggle } from './IconToggle';
import { ItemActionsMenu } from './ItemActionsMenu';
import { ItemRateModal } from './ItemRateModal';
import { ListeningToggles } from './ListeningToggles';

type Props = { item: ActionItem } & ListeningActionOptions;

/**
 * A release's or song's actions inside a list row (track lists, discographies), from flags the
 * page's query already loaded (no query per row): check and the menu everywhere, like / love /
 * favorite as icons from `sm` up.
 */
export function ItemRowActions({ item, onCheckedChange }: Props) {
  const actions = useItemActions(item, { onCheckedChange });
  const { checked, favoriteBusy } = actions;
  const reaction = currentReaction(item);

  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`${item.__typename} actions for ${item.title}`}>
      {item.currentUserRating != null && (
        <Text
          component="span"
          size="xs"
          c="dimmed"
          role="img"
          aria-label={`Rated ${item.currentUserRating}`}
          mr={2}
        >
          ★{item.currentUserRating}
        </Text>
      )}
      {reaction && (
        // Small screens show the reaction here; it is changed from the menu.
        <Box component="span" hiddenFrom="sm" role="img" aria-label={reaction.activeLabel} c="orange" lh={0}>
          <reaction.Icon size={14} />
        </Box>
      )}
      <ListeningToggles item={item} actions={actions} Toggle={IconToggle} reactionsFrom="sm" />
      <ItemActionsMenu
        item={item}
        checked={checked}
        favoriteDisabled={favoriteBusy}
        label={`More actions for ${item.title}`}
        onAction={(key, action) => void actions.run(key, action)}
        onRate={actions.openRate}
      />
      <ItemRateModal item={item} actions={actions} />
    </Group>
  );
}
