import { useState } from 'react';
import type { ActionItem } from '../actionItem';
import { showRateLoginPrompt } from '../guestPrompts';
import { type ToggleKey, toggleAction } from '../toggles';
import { useFavoriteInFlight } from './favoriteInFlight';
import { useGuestChecks } from './useGuestChecks';
import { type ListeningActionOptions, useListeningAction } from './useListeningAction';

/**
 * Everything a set of action buttons for one item needs: the item's checked state (a guest's
 * checks live on the device), toggles, the favorite lock, and the rate modal's state.
 */
export function useItemActions(item: ActionItem, options: ListeningActionOptions = {}) {
  const { run, status, isGuest } = useListeningAction(item, options);
  const guest = useGuestChecks();
  const favoriteBusy = useFavoriteInFlight();
  const [rating, setRating] = useState(false);
  const checked = item.currentUserHasChecked || (isGuest && guest.isChecked(item.__typename, item.id));
  return {
    run,
    status,
    checked,
    favoriteBusy,
    /** A song that may not be unchecked keeps its check button disabled. */
    lockedCheck: item.__typename === 'Song' && item.preventUncheck && checked,
    toggle: (key: ToggleKey) => () => void run(key, toggleAction(item, key, checked)),
    /** The same toggle, resolving whether it happened (false when an uncheck question was cancelled). */
    runToggle: (key: ToggleKey) => run(key, toggleAction(item, key, checked)),
    openRate: () => (isGuest ? showRateLoginPrompt() : setRating(true)),
    rateModal: { opened: rating, onClose: () => setRating(false) },
  };
}

export type ItemActionsState = ReturnType<typeof useItemActions>;
