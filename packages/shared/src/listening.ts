import type { ListenToKind, Reaction } from './enums.ts';
import { isValidRating } from './rating.ts';

/**
 * The product's listening rules as one pure state machine, so the server's
 * commands and the client's optimistic updates cannot disagree.
 */
export type ListeningState = {
  checked: boolean;
  deepListened: boolean;
  purpleCheck: boolean;
  rating: number | null;
  reaction: Reaction | null;
  listenTo: ListenToKind | null;
};

export type ListeningAction =
  | { kind: 'check' }
  | { kind: 'uncheck' }
  | { kind: 'deepListen' }
  | { kind: 'removeDeepListen' }
  | { kind: 'purpleCheck' }
  | { kind: 'removePurpleCheck' }
  | { kind: 'react'; reaction: Reaction }
  | { kind: 'unreact'; reaction: Reaction }
  | { kind: 'rate'; rating: number }
  | { kind: 'removeRating' }
  | { kind: 'addToListenTo' }
  | { kind: 'removeFromListenTo' };

export const EMPTY_LISTENING_STATE: ListeningState = {
  checked: false,
  deepListened: false,
  purpleCheck: false,
  rating: null,
  reaction: null,
  listenTo: null,
};

/** Marks an item listened; a first listen takes it out of For Later (it has been heard). */
function implicitCheck(state: ListeningState): ListeningState {
  return state.checked ? state : { ...state, checked: true, listenTo: null };
}

/** The state after one action. Rating 0 means "remove"; other invalid ratings throw RangeError. */
export function applyListeningAction(state: ListeningState, action: ListeningAction): ListeningState {
  switch (action.kind) {
    case 'check':
      return { ...state, checked: true, listenTo: null };
    case 'uncheck':
      // A rating says the item was heard: it goes with the check (the web asks first).
      return {
        ...state,
        checked: false,
        deepListened: false,
        purpleCheck: false,
        reaction: null,
        rating: null,
      };
    case 'deepListen':
      return { ...state, checked: true, deepListened: true, listenTo: null };
    case 'removeDeepListen':
      return { ...state, deepListened: false };
    case 'purpleCheck':
      return { ...implicitCheck(state), purpleCheck: true };
    case 'removePurpleCheck':
      return { ...state, purpleCheck: false };
    case 'react':
      return { ...implicitCheck(state), reaction: action.reaction };
    case 'unreact':
      return state.reaction === action.reaction ? { ...state, reaction: null } : state;
    case 'rate':
      if (action.rating === 0) return { ...state, rating: null };
      if (!isValidRating(action.rating)) throw new RangeError('rating must be 0 to 5 in half steps');
      return { ...implicitCheck(state), rating: action.rating };
    case 'removeRating':
      return { ...state, rating: null };
    case 'addToListenTo':
      return state.listenTo ? state : { ...state, listenTo: state.checked ? 'LISTEN_AGAIN' : 'FIRST_LISTEN' };
    case 'removeFromListenTo':
      return { ...state, listenTo: null };
  }
}

/** A state that holds nothing: its row can be deleted. */
export function isEmptyListeningState(state: ListeningState): boolean {
  return !state.checked && state.rating === null && state.listenTo === null;
}

export type ListeningCounts = { checks: number; likes: number; loves: number; favorites: number };

/** How an item's (and its member's) counters move when its state goes from `before` to `after`. */
export function listeningCountDeltas(before: ListeningState, after: ListeningState): ListeningCounts {
  const delta = (was: boolean, is: boolean) => Number(is) - Number(was);
  const reacted = (state: ListeningState, reaction: Reaction) => state.reaction === reaction;
  return {
    checks: delta(before.checked, after.checked),
    likes: delta(reacted(before, 'LIKED'), reacted(after, 'LIKED')),
    loves: delta(reacted(before, 'LOVED'), reacted(after, 'LOVED')),
    favorites: delta(reacted(before, 'FAVORITED'), reacted(after, 'FAVORITED')),
  };
}

/** The query-string values of the collection's listen-status filter. */
export const COLLECTION_LISTEN_STATUSES = [
  'listened',
  'standard-listened',
  'deep-listened',
  'for-later',
  'first-listen',
  'listen-again',
] as const;
export type CollectionListenStatus = (typeof COLLECTION_LISTEN_STATUSES)[number];

export const COLLECTION_LISTEN_STATUS_LABELS: Record<CollectionListenStatus, string> = {
  listened: 'Listened',
  'standard-listened': 'Standard listened',
  'deep-listened': 'Deep listened',
  'for-later': 'For Later',
  'first-listen': 'First listen',
  'listen-again': 'Listen again',
};

/** Reactions and followed lists filter only some listen statuses. */
export function isListenedStatus(status: CollectionListenStatus): boolean {
  return status === 'listened' || status === 'standard-listened' || status === 'deep-listened';
}
