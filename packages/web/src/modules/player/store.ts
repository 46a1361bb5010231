import { useSyncExternalStore } from 'react';
import { emptyQueue, type QueueEvent, type QueueState, queueReducer } from './queue';

// The one queue of the page, outside React so that any item's Play action and the player share it
// without a provider; this file is all the layout loads until something plays.
let state: QueueState = emptyQueue;
const listeners = new Set<() => void>();

export function dispatchPlayer(event: QueueEvent): void {
  if (event.type === 'playList' && event.items.length === 0) console.warn('No audio to play');
  const next = queueReducer(state, event);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPlayerState(): QueueState {
  return state;
}

export function usePlayerQueue(): QueueState {
  return useSyncExternalStore(subscribe, getPlayerState, getPlayerState);
}

/** Back to an empty queue (tests). */
export function resetPlayer(): void {
  state = emptyQueue;
  for (const listener of listeners) listener();
}
