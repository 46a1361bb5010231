import type { Db } from '../../../db/open-db.ts';
import { AppError } from '../../../errors.ts';
import { type ListenedItem, type ListeningResult, runListening } from '../item-state-store.ts';

/** Unchecks a release or song, clearing its rating, like, love, favorite and deep listen (one transaction). */
export function uncheckItem(db: Db, userId: number, item: ListenedItem): Promise<ListeningResult> {
  return runListening(db, userId, item, [{ kind: 'uncheck' }], {
    // Read with the locked row, in the same transaction: no separate lookup of the song.
    guard: (_state, { preventUncheck }) => {
      if (preventUncheck) throw new AppError('FORBIDDEN', 'This song cannot be unchecked.');
    },
  });
}
