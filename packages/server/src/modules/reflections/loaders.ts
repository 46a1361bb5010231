import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { logs, logUpvotes } from '../../db/schema/index.ts';
import { forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';
import type { LogRow } from '../../graphql/rows.ts';

/** Key of a member's logs of one item: "userId:RELEASE:itemId". */
export function memberItemKey(userId: number, itemType: 'RELEASE' | 'SONG', itemId: number): string {
  return `${userId}:${itemType}:${itemId}`;
}

function keyOfLog(log: LogRow): string {
  return memberItemKey(log.userId, log.itemType, log.releaseId ?? log.songId ?? 0);
}

export function createReflectionLoaders(db: Db, viewerId: number | null) {
  return {
    log: keyedLoader(
      (ids: number[]) => db.select().from(logs).where(inArray(logs.id, ids)),
      (r) => r.id,
    ),
    /** Logs of members for items, newest first, keyed by memberItemKey. */
    memberItemLogs: groupedLoader(async (keys: string[]) => {
      const parsed = keys.map((key) => key.split(':'));
      const userIds = [...new Set(parsed.map(([userId]) => Number(userId)))];
      const releaseIds = parsed.filter(([, type]) => type === 'RELEASE').map(([, , id]) => Number(id));
      const songIds = parsed.filter(([, type]) => type === 'SONG').map(([, , id]) => Number(id));
      const rows = await db
        .select()
        .from(logs)
        .where(
          and(
            inArray(logs.userId, userIds),
            or(
              releaseIds.length ? inArray(logs.releaseId, releaseIds) : undefined,
              songIds.length ? inArray(logs.songId, songIds) : undefined,
            ),
          ),
        )
        .orderBy(desc(logs.createdAt), desc(logs.id));
      const wanted = new Set(keys);
      return rows.filter((row) => wanted.has(keyOfLog(row)));
    }, keyOfLog),
    viewerUpvotes: groupedLoader(
      forViewer(viewerId, (userId, ids: number[]) =>
        db
          .select()
          .from(logUpvotes)
          .where(and(eq(logUpvotes.userId, userId), inArray(logUpvotes.logId, ids))),
      ),
      (r) => r.logId,
    ),
  };
}
