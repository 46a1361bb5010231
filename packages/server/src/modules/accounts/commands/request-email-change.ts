import { changeEmailSchema } from '@earmark/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { hashToken } from '../../../context.ts';
import type { Db } from '../../../db/open-db.ts';
import { emailChangeTokens, users } from '../../../db/schema/index.ts';
import { confirmEmailChangeMail, emailChangeNoticeMail } from '../account-mails.ts';
import { requireCurrentPassword } from '../current-password.ts';
import { invalidField, parseInput } from '../input.ts';
import { type Mail, mailerFor } from '../mailer.ts';
import { hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { EMAIL_CHANGE_LIFETIME_MS, newToken } from '../tokens.ts';

export type MailDeps = { config: Config; log: FastifyBaseLogger; ip: string; now: Date };

export const settingsAccountLink = (config: Config) => `${config.publicUrl}/settings?tab=account`;

/** Sends after the answer; a failure is logged, never shown (the member can ask again). */
export function sendLater(mail: Mail, { config, log }: Pick<MailDeps, 'config' | 'log'>, what: string): void {
  void mailerFor(config)
    .send(mail, log)
    .catch((error: unknown) => log.error({ err: error }, `the ${what} mail could not be sent`));
}

/**
 * Settings, Account tab: asks to move the account to a new address. Nothing changes yet: a
 * single-use link (256 random bits, only its hash stored, 24 hours) goes to the new address, and the
 * old address is told. A newer request replaces every open one.
 */
export async function requestEmailChange(
  db: Db,
  userId: number,
  input: { newEmail: string; currentPassword: string },
  deps: MailDeps,
): Promise<void> {
  const { newEmail, currentPassword } = parseInput(changeEmailSchema, input);
  await hitRateLimit(db, RATE_LIMITS.emailChangePerAccount, userId, deps.now);
  const member = await requireCurrentPassword(db, userId, currentPassword, deps);
  if (member.email.toLowerCase() === newEmail.toLowerCase()) {
    throw invalidField('newEmail', 'is already your address');
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw invalidField('newEmail', 'belongs to another account');
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailChangeTokens)
      .set({ usedAt: deps.now })
      .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({
      userId,
      newEmail,
      tokenHash: hashToken(token),
      createdAt: deps.now,
      expiresAt: new Date(deps.now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    });
  });
  const link = `${deps.config.publicUrl}/confirm-email/${token}`;
  const hours = EMAIL_CHANGE_LIFETIME_MS / 3_600_000;
  sendLater(confirmEmailChangeMail(newEmail, member.username, link, hours), deps, 'email confirmation');
  sendLater(
    emailChangeNoticeMail(
      member.email,
      member.username,
      newEmail,
      'requested',
      settingsAccountLink(deps.config),
    ),
    deps,
    'email change notice',
  );
}
