import type { Reaction } from '@earmark/shared';
import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Unlike, unlove or unfavorite: only clears that reaction; the check stays. */
export function removeReaction(
  db: Db,
  userId: number,
  item: ListenedItem,
  reaction: Reaction,
): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'unreact', reaction }]);
}
