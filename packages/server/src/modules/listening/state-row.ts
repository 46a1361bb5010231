import type { ListeningState, ListenToKind, Reaction } from '@earmark/shared';
import type { ItemStateRow } from '../../db/rows.ts';

/** The member's row for an item as the locking statement returns it (item-state-store.ts). */
export type StateRow = {
  checked_at: Date | string | null;
  deep_listened: boolean;
  purple_check: boolean;
  rating: number | null;
  rated_at: Date | string | null;
  reaction: Reaction | null;
  reacted_at: Date | string | null;
  listen_to: ListenToKind | null;
  listen_to_added_at: Date | string | null;
  updated_at: Date | string;
  prevent_uncheck: boolean;
};

export function toState(row: StateRow): ListeningState {
  return {
    checked: row.checked_at !== null,
    deepListened: row.deep_listened,
    purpleCheck: row.purple_check,
    rating: row.rating === null ? null : Number(row.rating),
    reaction: row.reaction,
    listenTo: row.listen_to,
  };
}

/** Keeps a timestamp while its value is unchanged, stamps now when it changes, clears it when unset. */
function stamp(isSet: boolean, changed: boolean, previous: Date | string | null, now: Date): Date | null {
  if (!isSet) return null;
  return changed || previous === null ? now : new Date(previous);
}

/** The member's row for the item as stored after a write (null: no row), in the loaders' shape. */
export type StoredState = ItemStateRow;

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function storedOf(row: StateRow): StoredState {
  return {
    checkedAt: asDate(row.checked_at),
    deepListened: row.deep_listened,
    purpleCheck: row.purple_check,
    rating: row.rating === null ? null : Number(row.rating),
    ratedAt: asDate(row.rated_at),
    reaction: row.reaction,
    reactedAt: asDate(row.reacted_at),
    listenTo: row.listen_to,
    listenToAddedAt: asDate(row.listen_to_added_at),
    updatedAt: new Date(row.updated_at),
  };
}

export function nextStored(row: StateRow, next: ListeningState, now: Date): StoredState {
  const before = toState(row);
  return {
    checkedAt: stamp(next.checked, !before.checked, row.checked_at, now),
    deepListened: next.deepListened,
    purpleCheck: next.purpleCheck,
    rating: next.rating,
    ratedAt: stamp(next.rating !== null, next.rating !== before.rating, row.rated_at, now),
    reaction: next.reaction,
    reactedAt: stamp(next.reaction !== null, next.reaction !== before.reaction, row.reacted_at, now),
    listenTo: next.listenTo,
    listenToAddedAt: stamp(
      next.listenTo !== null,
      next.listenTo !== before.listenTo,
      row.listen_to_added_at,
      now,
    ),
    updatedAt: now,
  };
}

export function sameState(a: ListeningState, b: ListeningState): boolean {
  return (
    a.checked === b.checked &&
    a.deepListened === b.deepListened &&
    a.purpleCheck === b.purpleCheck &&
    a.rating === b.rating &&
    a.reaction === b.reaction &&
    a.listenTo === b.listenTo
  );
}
