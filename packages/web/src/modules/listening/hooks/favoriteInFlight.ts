import { useSyncExternalStore } from 'react';

/** While one favorite action is in progress, other favorite buttons are disabled. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function startFavorite(): () => void {
  inFlight += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    emit();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFavoriteInFlight(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inFlight > 0,
    () => false,
  );
}
