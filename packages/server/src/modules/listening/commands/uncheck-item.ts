import type { ListeningState } from '@earmark/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { songs } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { type ListenedItem, notFound, runListening } from '../item-state-store.ts';

/** Unchecks a release or song, clearing like, love, favorite and deep listen; the rating stays. */
export async function uncheckItem(db: Db, userId: number, item: ListenedItem): Promise<ListeningState> {
  if (item.type === 'SONG') {
    const [song] = await db
      .select({ preventUncheck: songs.preventUncheck })
      .from(songs)
      .where(eq(songs.id, item.id));
    if (!song) throw notFound('SONG');
    if (song.preventUncheck) throw new AppError('FORBIDDEN', 'This song cannot be unchecked.');
  }
  return runListening(db, userId, item, [{ kind: 'uncheck' }]);
}
