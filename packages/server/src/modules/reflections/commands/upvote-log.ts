import type { UpvoteType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import type { LogRow } from '../../../db/rows.ts';
import { logs } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError, badUserInput } from '../../../errors.ts';
import { listeningVisibleTo } from '../../shared/index.ts';
import { logNotFound } from './owned-log.ts';

const COUNTERS = { review: sql`review_upvote_count`, gratitude: sql`gratitude_upvote_count` } as const;

/**
 * Upvotes (or takes back the upvote of) another member's review or gratitude: one per member, log
 * and type. The log's counter moves only when a row was really added or removed, in the same
 * statement, so concurrent calls keep it exact, with the author's notification.
 */
export function setLogUpvote(
  db: Db,
  userId: number,
  logId: number,
  type: UpvoteType,
  on: boolean,
): Promise<LogRow> {
  return db.transaction(async (tx) => {
    // A log the member may not see (a private profile's, or its author blocked them) is not found.
    const [log] = await tx
      .select()
      .from(logs)
      .where(sql`${logs.id} = ${logId} and ${listeningVisibleTo(logs.userId, userId)}`);
    if (!log) throw logNotFound();
    if (log.userId === userId) throw new AppError('FORBIDDEN', 'You cannot upvote your own log.');
    const text = type === 'review' ? log.review : log.gratitude;
    if (on && (text === null || text.trim() === ''))
      throw badUserInput('type', `names a ${type} this log does not have`);
    const counter = COUNTERS[type];
    const change = on
      ? sql`insert into log_upvotes (log_id, user_id, type) values (${logId}, ${userId}, ${type})
          on conflict do nothing returning 1`
      : sql`delete from log_upvotes where log_id = ${logId} and user_id = ${userId} and type = ${type} returning 1`;
    // The log's author is told of a new upvote (once per member, log and type: taking it back
    // before it was seen takes the notification back too); never across a block.
    const note = on
      ? sql`insert into notifications (user_id, kind, actor_id, log_id, upvote_type)
          select ${log.userId}, 'UPVOTED', ${userId}, ${logId}, ${type}
          where exists (select 1 from changed) and not exists (select 1 from blocks
            where (blocker_id = ${log.userId} and blocked_id = ${userId})
               or (blocker_id = ${userId} and blocked_id = ${log.userId}))
          on conflict do nothing`
      : sql`delete from notifications where user_id = ${log.userId} and kind = 'UPVOTED'
          and actor_id = ${userId} and log_id = ${logId} and upvote_type = ${type}
          and viewed_at is null and exists (select 1 from changed)`;
    await selectRows(
      tx,
      sql`with changed as (${change}), note as (${note})
        update logs set ${counter} = ${counter} + ${on ? 1 : -1} * (select count(*)::int from changed)
        where id = ${logId}`,
    );
    const [fresh] = await tx.select().from(logs).where(sql`${logs.id} = ${logId}`);
    if (!fresh) throw logNotFound();
    return fresh;
  });
}
