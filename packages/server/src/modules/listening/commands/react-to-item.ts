import type { Reaction } from '@earmark/shared';
import type { Db } from '../../../db/open-db.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Like, love or favorite: checks the item and replaces any other reaction. */
export function reactToItem(
  db: Db,
  userId: number,
  item: ListenedItem,
  reaction: Reaction,
): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'react', reaction }]);
}
