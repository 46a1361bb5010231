import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Marks a release or song listened and takes it out of For Later. */
export function checkItem(db: Db, userId: number, item: ListenedItem): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'check' }]);
}
