import { useEffect, useSyncExternalStore } from 'react';
import {
  GUEST_CHECKS_KEY,
  type GuestItemType,
  guestCheckedIds,
  NO_GUEST_CHECKS,
  readGuestChecks,
  reloadGuestChecks,
  subscribeGuestChecks,
  toggleGuestCheck,
} from '../guest/guestChecks';

/**
 * What a page drawn by the server shows: no checks (it cannot see this device's). The same value as
 * a device without checks reads, so adopting the page re-renders no listening button for nothing.
 */
const drawnChecks = () => NO_GUEST_CHECKS;

/**
 * A guest's checks for the listening buttons: whether an item is checked on this device (merged
 * into the checked state shown) and a toggle. Re-renders when they change, in this tab or another.
 * A page the app adopts from the server (hydration) starts from the drawn page's (none) and shows
 * this device's right after.
 */
export function useGuestChecks() {
  const checks = useSyncExternalStore(subscribeGuestChecks, readGuestChecks, drawnChecks);
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === GUEST_CHECKS_KEY) reloadGuestChecks();
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);
  return {
    isChecked: (type: GuestItemType, id: string): boolean => guestCheckedIds(checks, type).includes(id),
    toggle: (type: GuestItemType, id: string): void => {
      toggleGuestCheck(type, id);
    },
  };
}
