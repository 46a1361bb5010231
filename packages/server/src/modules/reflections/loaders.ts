import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { anyOf, defineStatements } from '../../db/prepared.ts';
import type { LogRow } from '../../db/rows.ts';
import { logs, logUpvotes } from '../../db/schema/index.ts';
import { memberItemKey } from '../../graphql/item-ref.ts';
import { byIds, forViewer, groupedLoader, keyedLoader } from '../../graphql/loader-utils.ts';

function keyOfLog(log: LogRow): string {
  return memberItemKey(log.userId, log.itemType, log.releaseId ?? log.songId ?? 0);
}

const reflectionStatements = defineStatements('reflections', {
  log: (db) => db.select().from(logs).where(anyOf(logs.id)),
  /** Logs of some members for some releases and songs, newest first (the loader keeps the pairs asked). */
  memberLogs: (db) =>
    db
      .select()
      .from(logs)
      .where(
        sql`${anyOf(logs.userId, 'userIds')} and (${anyOf(logs.releaseId, 'releaseIds')} or ${anyOf(logs.songId, 'songIds')})`,
      )
      .orderBy(desc(logs.createdAt), desc(logs.id)),
  viewerUpvotes: (db) =>
    db
      .select()
      .from(logUpvotes)
      .where(sql`${logUpvotes.userId} = ${sql.placeholder('viewerId')} and ${anyOf(logUpvotes.logId)}`),
});

export function createReflectionLoaders(db: Db, viewerId: number | null) {
  const statements = reflectionStatements(db);
  return {
    log: keyedLoader(byIds(statements.log), (r) => r.id),
    /** Logs of members for items, newest first, keyed by memberItemKey. */
    memberItemLogs: groupedLoader(async (keys: string[]) => {
      const parsed = keys.map((key) => key.split(':'));
      const rows = await statements.memberLogs.execute({
        userIds: [...new Set(parsed.map(([userId]) => Number(userId)))],
        releaseIds: parsed.filter(([, type]) => type === 'RELEASE').map(([, , id]) => Number(id)),
        songIds: parsed.filter(([, type]) => type === 'SONG').map(([, , id]) => Number(id)),
      });
      const wanted = new Set(keys);
      return rows.filter((row) => wanted.has(keyOfLog(row)));
    }, keyOfLog),
    viewerUpvotes: groupedLoader(forViewer(viewerId, statements.viewerUpvotes), (r) => r.logId),
  };
}
