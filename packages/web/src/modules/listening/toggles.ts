import type { ListeningAction } from '@earmark/shared';
import type { ActionItem } from './actionItem';

export type ToggleKey = 'check' | 'deep' | 'purple' | 'listenTo' | 'like' | 'love' | 'favorite';

/** The action a toggle button sends given the item's current state. */
export function toggleAction(item: ActionItem, key: ToggleKey, checked: boolean): ListeningAction {
  switch (key) {
    case 'check':
      return { kind: checked ? 'uncheck' : 'check' };
    case 'deep':
      return { kind: item.currentUserDeepListened ? 'removeDeepListen' : 'deepListen' };
    case 'purple':
      return {
        kind: item.__typename === 'Release' && item.isPurpleCheck ? 'removePurpleCheck' : 'purpleCheck',
      };
    case 'listenTo':
      return { kind: item.currentUserHasAddedToListenTo ? 'removeFromListenTo' : 'addToListenTo' };
    case 'like':
      return { kind: item.currentUserHasLiked ? 'unreact' : 'react', reaction: 'LIKED' };
    case 'love':
      return { kind: item.currentUserHasLoved ? 'unreact' : 'react', reaction: 'LOVED' };
    case 'favorite':
      return { kind: item.currentUserHasFavorited ? 'unreact' : 'react', reaction: 'FAVORITED' };
  }
}
