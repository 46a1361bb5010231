import { IconHeart, IconStar, IconThumbUp } from '@tabler/icons-react';
import type { ActionItem } from './actionItem';

/** Like, love and favorite: one at a time per item, each a toggle whose label flips. */
export const REACTION_TOGGLES = [
  {
    key: 'like',
    label: 'Like',
    activeLabel: 'Liked',
    Icon: IconThumbUp,
    isOn: (item: ActionItem) => item.currentUserHasLiked,
  },
  {
    key: 'love',
    label: 'Love',
    activeLabel: 'Loved',
    Icon: IconHeart,
    isOn: (item: ActionItem) => item.currentUserHasLoved,
  },
  {
    key: 'favorite',
    label: 'Favorite',
    activeLabel: 'Favorited',
    Icon: IconStar,
    isOn: (item: ActionItem) => item.currentUserHasFavorited,
  },
] as const;

/** The member's reaction to the item, if any. */
export function currentReaction(item: ActionItem) {
  return REACTION_TOGGLES.find((toggle) => toggle.isOn(item)) ?? null;
}
