import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Deep listen (the "headphone" listen) checks the item; removing it keeps the standard check. */
export function setDeepListen(
  db: Db,
  userId: number,
  item: ListenedItem,
  deep: boolean,
): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: deep ? 'deepListen' : 'removeDeepListen' }]);
}
