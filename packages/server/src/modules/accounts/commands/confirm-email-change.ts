import { confirmEmailChangeSchema } from '@earmark/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { hashToken } from '../../../context.ts';
import { brokenUniqueIndex } from '../../../db/broken-unique-index.ts';
import type { Db } from '../../../db/open-db.ts';
import { emailChangeTokens, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { emailChangeNoticeMail } from '../account-mails.ts';
import { invalidField, parseInput } from '../input.ts';
import { hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { type MailDeps, sendLater, settingsAccountLink } from './request-email-change.ts';

const LINK_INVALID = new AppError(
  'BAD_USER_INPUT',
  'This confirmation link is invalid, already used or expired; please ask for a new one in Settings.',
  { field: 'token' },
);

/**
 * Opens a confirmation link: the account's address becomes the new one, the link (and any other
 * open one) is used up and the old address is told. No sign-in needed: the link is the proof.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string },
  deps: MailDeps,
): Promise<{ email: string }> {
  const { token } = parseInput(confirmEmailChangeSchema, input);
  await hitRateLimit(db, RATE_LIMITS.confirmEmailPerIp, deps.ip, deps.now);
  try {
    const changed = await db.transaction(async (tx) => {
      const [link] = await tx
        .select({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail })
        .from(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.tokenHash, hashToken(token)),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, deps.now),
          ),
        )
        .for('update');
      if (!link) throw LINK_INVALID;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${link.newEmail})`, ne(users.id, link.userId)))
        .limit(1);
      if (taken) throw invalidField('newEmail', 'belongs to another account now; please choose another one');
      const [before] = await tx
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, link.userId))
        .for('update');
      if (!before) throw LINK_INVALID;
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: deps.now })
        .where(and(eq(emailChangeTokens.userId, link.userId), isNull(emailChangeTokens.usedAt)));
      await tx
        .update(users)
        .set({ email: link.newEmail, updatedAt: deps.now })
        .where(eq(users.id, link.userId));
      return { ...before, newEmail: link.newEmail };
    });
    sendLater(
      emailChangeNoticeMail(
        changed.email,
        changed.username,
        changed.newEmail,
        'changed',
        settingsAccountLink(deps.config),
      ),
      deps,
      'email change notice',
    );
    return { email: changed.newEmail };
  } catch (error) {
    if (brokenUniqueIndex(error)?.includes('email')) {
      throw invalidField('newEmail', 'belongs to another account now; please choose another one');
    }
    throw error;
  }
}
