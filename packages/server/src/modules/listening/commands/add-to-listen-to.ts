import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Saves an item For Later: a first listen, or a listen again when it is already checked. */
export function addToListenTo(db: Db, userId: number, item: ListenedItem): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'addToListenTo' }]);
}
