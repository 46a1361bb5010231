import type { ListeningState } from '@earmark/shared';
import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, runListening } from '../item-state-store.ts';

export function removeRating(db: Db, userId: number, item: ListenedItem): Promise<ListeningState> {
  return runListening(db, userId, item, [{ kind: 'removeRating' }]);
}
