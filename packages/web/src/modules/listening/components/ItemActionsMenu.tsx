import { kindNames, type ListeningAction } from '@earmark/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconClock,
  IconDots,
  IconHeadphones,
  IconHeart,
  IconLink,
  IconListCheck,
  IconRosetteDiscountCheck,
  IconStar,
  IconStarHalfFilled,
  IconThumbUp,
} from '@tabler/icons-react';
import type { ActionItem } from '../actionItem';
import { useItemExtras } from '../itemExtras';
import { toggleAction } from '../toggles';
import { MetadataMenuSection } from './MetadataMenuSection';

type Props = {
  item: ActionItem;
  checked: boolean;
  favoriteDisabled: boolean;
  onAction: (key: string, action: ListeningAction) => void;
  onRate: () => void;
  /** The menu button's name where several items' menus share a page (track rows). */
  label?: string;
};

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    notifications.show({ message: 'Link copied' });
  } catch {
    notifications.show({ color: 'red', message: 'There was an error copying the link' });
  }
}

/** The item menu: Listen, Reflect, Organize, Share and the metadata database. */
export function ItemActionsMenu({ item, checked, favoriteDisabled, onAction, onRate, label }: Props) {
  const extras = useItemExtras();
  const toggle = (key: Parameters<typeof toggleAction>[1]) => {
    onAction(key, toggleAction(item, key, checked));
  };
  const kind = kindNames(item.__typename).word;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" radius="xl" aria-label={label ?? `More actions for this ${kind}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Listen</Menu.Label>
        {extras.menu?.listen?.(item)}
        <Menu.Item leftSection={<IconListCheck size={14} />} onClick={() => toggle('check')}>
          {checked ? 'Listened' : 'Mark as listened'}
        </Menu.Item>
        <Menu.Item leftSection={<IconHeadphones size={14} />} onClick={() => toggle('deep')}>
          {item.currentUserDeepListened ? 'Deep listened' : 'Deep listen'}
        </Menu.Item>
        {item.__typename === 'Release' && (
          <Menu.Item leftSection={<IconRosetteDiscountCheck size={14} />} onClick={() => toggle('purple')}>
            {item.isPurpleCheck ? 'Remove purple check' : 'Purple check'}
          </Menu.Item>
        )}
        <Menu.Label>Reflect</Menu.Label>
        {extras.menu?.reflect?.(item)}
        <Menu.Item leftSection={<IconStarHalfFilled size={14} />} onClick={onRate}>
          {item.currentUserRating ? `Rated ${item.currentUserRating}` : 'Rate'}
        </Menu.Item>
        <Menu.Label>Organize</Menu.Label>
        <Menu.Item leftSection={<IconClock size={14} />} onClick={() => toggle('listenTo')}>
          {item.currentUserHasAddedToListenTo ? 'In For Later' : 'Add to For Later'}
        </Menu.Item>
        <Menu.Item leftSection={<IconThumbUp size={14} />} onClick={() => toggle('like')}>
          {item.currentUserHasLiked ? 'Liked' : 'Like'}
        </Menu.Item>
        <Menu.Item leftSection={<IconHeart size={14} />} onClick={() => toggle('love')}>
          {item.currentUserHasLoved ? 'Loved' : 'Love'}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconStar size={14} />}
          disabled={favoriteDisabled}
          onClick={() => toggle('favorite')}
        >
          {item.currentUserHasFavorited ? 'Favorited' : 'Favorite'}
        </Menu.Item>
        {extras.menu?.organize?.(item)}
        <Menu.Label>Share</Menu.Label>
        {extras.menu?.share?.(item)}
        <Menu.Item leftSection={<IconLink size={14} />} onClick={() => void copyLink(item.link)}>
          Copy link
        </Menu.Item>
        <MetadataMenuSection item={item}>{extras.menu?.metadata?.(item)}</MetadataMenuSection>
      </Menu.Dropdown>
    </Menu>
  );
}
