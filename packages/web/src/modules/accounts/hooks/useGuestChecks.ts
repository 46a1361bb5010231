import { useEffect, useSyncExternalStore } from 'react';
import {
  GUEST_CHECKS_KEY,
  type GuestItemType,
  isGuestChecked,
  readGuestChecks,
  reloadGuestChecks,
  subscribeGuestChecks,
  toggleGuestCheck,
} from '../guest/guestChecks';

/**
 * A guest's checks for the listening buttons: whether an item is checked on this device (merged
 * into the checked state shown) and a toggle. Re-renders when they change, in this tab or another.
 */
export function useGuestChecks() {
  useSyncExternalStore(subscribeGuestChecks, readGuestChecks, readGuestChecks);
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CHECKS_KEY) reloadGuestChecks();
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);
  return {
    isChecked: (type: GuestItemType, id: string): boolean => isGuestChecked(type, id),
    toggle: (type: GuestItemType, id: string): void => {
      toggleGuestCheck(type, id);
    },
  };
}
