import { createHash } from 'node:crypto';
import { resetPasswordRequestSchema } from '@earmark/shared';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { hashToken } from '../../../context.ts';
import type { Db } from '../../../db/open-db.ts';
import { passwordResetTokens, users } from '../../../db/schema/index.ts';
import { parseInput } from '../input.ts';
import { mailerFor } from '../mailer.ts';
import { hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { resetPasswordMail } from '../reset-mail.ts';
import { newToken, RESET_TOKEN_LIFETIME_MS } from '../tokens.ts';

type Deps = { config: Config; log: FastifyBaseLogger; now: Date };

/** The rate-limit subject of an address: hashed, so no address is kept in the buckets. */
export function resetEmailSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Mails a single-use, one-hour reset link when the address belongs to a member who has a
 * password. Answers the same either way; the mail leaves after the answer, so the time taken
 * does not tell whether the address exists either.
 */
export async function sendResetPasswordEmail(db: Db, input: { email: string }, deps: Deps): Promise<void> {
  const { email } = parseInput(resetPasswordRequestSchema, input);
  await hitRateLimit(db, RATE_LIMITS.resetEmailPerAddress, resetEmailSubject(email), deps.now);
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        sql`not ${users.isPlaceholder}`,
        sql`not ${users.isLegacyFacebook}`,
        isNotNull(users.passwordHash),
      ),
    )
    .limit(1);
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: deps.now,
    expiresAt: new Date(deps.now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  const mail = resetPasswordMail(user.email, user.username, link);
  void mailerFor(deps.config)
    .send(mail, deps.log)
    .catch((error: unknown) => deps.log.error({ err: error }, 'the password reset mail could not be sent'));
}
