import type { UpvoteType } from '@earmark/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { logs } from '../../../db/schema/index.ts';
import { selectRows } from '../../../db/select-rows.ts';
import { AppError, badUserInput } from '../../../errors.ts';
import type { LogRow } from '../../../graphql/rows.ts';
import { logNotFound } from './owned-log.ts';

const COUNTERS = { review: sql`review_upvote_count`, gratitude: sql`gratitude_upvote_count` } as const;

/**
 * Upvotes (or takes back the upvote of) another member's review or gratitude: one per member, log
 * and type. The log's counter moves only when a row was really added or removed, in the same
 * statement, so concurrent calls keep it exact.
 */
export function setLogUpvote(
  db: Db,
  userId: number,
  logId: number,
  type: UpvoteType,
  on: boolean,
): Promise<LogRow> {
  return db.transaction(async (tx) => {
    const [log] = await tx.select().from(logs).where(sql`${logs.id} = ${logId}`);
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
    await selectRows(
      tx as unknown as Db,
      sql`with changed as (${change})
        update logs set ${counter} = ${counter} + ${on ? 1 : -1} * (select count(*)::int from changed)
        where id = ${logId}`,
    );
    const [fresh] = await tx.select().from(logs).where(sql`${logs.id} = ${logId}`);
    if (!fresh) throw logNotFound();
    return fresh;
  });
}
