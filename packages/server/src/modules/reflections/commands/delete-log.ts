import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { logs } from '../../../db/schema/index.ts';
import { badUserInput } from '../../../errors.ts';
import { lockOwnedLog } from './owned-log.ts';

/**
 * Deletes one of the member's logs (its upvotes go with it). When the caller names the item too,
 * it must be the log's item. The item's own state (check, rating, reaction) stays.
 */
export function deleteLog(
  db: Db,
  userId: number,
  logId: number,
  item?: { type: 'RELEASE' | 'SONG' | null; id: number | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const log = await lockOwnedLog(tx, userId, logId);
    if (item?.type != null && item.type !== log.itemType)
      throw badUserInput('type', 'is not the type of the logged item');
    if (item?.id != null && item.id !== (log.releaseId ?? log.songId))
      throw badUserInput('itemId', 'is not the logged item');
    await tx.delete(logs).where(eq(logs.id, log.id));
    return true;
  });
}
