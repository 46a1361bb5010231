import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

export function removeRating(db: Db, userId: number, item: ListenedItem): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'removeRating' }]);
}
