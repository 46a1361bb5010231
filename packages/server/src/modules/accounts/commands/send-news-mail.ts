import { and, asc, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';
import { newsMail } from '../account-mails.ts';
import { mailerFor } from '../mailer.ts';
import { settingsAccountLink } from './request-email-change.ts';

const PAGE = 500;

/**
 * Mails a piece of product news to every member who accepts news mails (allowEmail, asked at
 * signup and switched in Settings); a member who turned them off gets nothing. Pages through the
 * members by id, so a long run does not hold them all in memory. Answers how many were sent.
 */
export async function sendNewsMail(
  db: Db,
  news: { subject: string; body: string },
  { config, log }: { config: Config; log: FastifyBaseLogger },
): Promise<number> {
  const mailer = mailerFor(config);
  let after = 0;
  let sent = 0;
  for (;;) {
    const page = await db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(and(gt(users.id, after), sql`${users.allowEmail}`, sql`not ${users.isPlaceholder}`))
      .orderBy(asc(users.id))
      .limit(PAGE);
    for (const member of page) {
      await mailer.send(
        newsMail(member.email, member.username, news.subject, news.body, settingsAccountLink(config)),
        log,
      );
      sent += 1;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return sent;
    after = last.id;
  }
}
