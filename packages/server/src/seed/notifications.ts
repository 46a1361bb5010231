import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { DEMO_USER } from './members.ts';

/** How many of the demo member's latest followers and upvotes ring the bell; the newest few are unseen. */
const LATEST = 12;
const UNSEEN = 3;

/**
 * The demo member's bell beyond recommendations: notifications for their latest followers and the
 * latest upvotes of their reviews and gratitude (as the follow and upvote commands write them), the
 * newest few still unseen. Runs after the bulk seed, so the ids come from the identity sequence.
 */
export async function seedDemoNotifications(db: Pick<Db, 'execute'>): Promise<void> {
  const member = DEMO_USER.id;
  await db.execute(
    sql`insert into notifications (user_id, kind, actor_id, created_at, viewed_at)
      select ${member}, 'FOLLOWED', follower_id, created_at,
        case when rank > ${UNSEEN} then created_at + interval '2 hours' end
      from (select follower_id, created_at, row_number() over (order by created_at desc, follower_id) as rank
            from follows where followee_id = ${member}) latest
      where rank <= ${LATEST}
      on conflict do nothing`,
  );
  await db.execute(
    sql`insert into notifications (user_id, kind, actor_id, log_id, upvote_type, created_at, viewed_at)
      select ${member}, 'UPVOTED', user_id, log_id, type, created_at,
        case when rank > ${UNSEEN} then created_at + interval '2 hours' end
      from (select u.user_id, u.log_id, u.type, u.created_at,
              row_number() over (order by u.created_at desc, u.log_id, u.user_id) as rank
            from log_upvotes u join logs l on l.id = u.log_id
            where l.user_id = ${member} and u.user_id <> ${member}) latest
      where rank <= ${LATEST}
      on conflict do nothing`,
  );
}
