import { useMutation } from '@apollo/client/react';
import { CheckItemsMutation } from '../graphql/CheckItems';
import { clearGuestChecks, guestCheckItems } from '../guest/guestChecks';

/**
 * Sends a new member's guest checks with one checkItems call, then forgets them. A failure keeps
 * them on the device (and only logs): signing up must not fail because of them.
 */
export function useSendGuestChecks() {
  const [checkItems] = useMutation(CheckItemsMutation);
  return async () => {
    const items = guestCheckItems();
    if (items.length === 0) return;
    try {
      await checkItems({ variables: { items } });
      clearGuestChecks();
    } catch (error) {
      console.error('Your guest checks could not be saved', error);
    }
  };
}
