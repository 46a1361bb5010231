import type { LogFields } from '@earmark/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { LogRow } from '../../../db/rows.ts';
import { logs } from '../../../db/schema/index.ts';
import { applyItemActions } from '../../listening/index.ts';
import { logActions } from './log-item.ts';
import { lockOwnedLog } from './owned-log.ts';

/**
 * Changes the fields sent (the rest stay as they were); only the log's author may. The new
 * reaction, rating and deep listen apply to the item too, as a new log's would; For Later is left
 * alone.
 */
export function updateLog(db: Db, userId: number, logId: number, fields: LogFields): Promise<LogRow> {
  return db.transaction(async (tx) => {
    const log = await lockOwnedLog(tx, userId, logId);
    const next = { ...fields };
    // A reaction sent replaces the log's reaction: the other two are cleared.
    if (next.favorited || next.liked || next.loved) {
      next.favorited = next.favorited ?? false;
      next.liked = next.liked ?? false;
      next.loved = next.loved ?? false;
    }
    const item = { type: log.itemType, id: log.releaseId ?? log.songId ?? 0 };
    await applyItemActions(tx, userId, item, logActions(next, { check: false, forLater: 'keep' }));
    const [updated] = await tx
      .update(logs)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(logs.id, log.id))
      .returning();
    if (!updated) throw new Error('the log update returned no row');
    return updated;
  });
}
