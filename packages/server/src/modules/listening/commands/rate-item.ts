import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Rates 0.5–5 in half steps (and checks the item); 0 removes the rating; anything else is refused. */
export function rateItem(
  db: Db,
  userId: number,
  item: ListenedItem,
  rating: number,
): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'rate', rating }]);
}
