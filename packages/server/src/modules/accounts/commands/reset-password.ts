import { resetPasswordSchema } from '@earmark/shared';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken } from '../../../context.ts';
import type { Db } from '../../../db/open-db.ts';
import { passwordResetTokens, rateLimitBuckets, users } from '../../../db/schema/index.ts';
import { invalidField, parseInput } from '../input.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { bucketKey, hitRateLimit, RATE_LIMITS } from '../rate-limit.ts';
import { createSession, revokeAllSessions, type SessionGrant } from '../tokens.ts';
import { TOO_COMMON } from './sign-up.ts';

const LINK_INVALID = 'is invalid, already used or expired; please ask for a new one';

/** The live reset link of a token hash, if any (`forUpdate` inside the transaction that uses it). */
function liveLink(db: Db, tokenHash: string, now: Date) {
  return db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
}

/**
 * Sets a new password from a reset link: the link is used up (with every other open link of the
 * member), every session of the member ends, the member's failed-login lockout is lifted (the
 * owner got back in), and a fresh session is answered. Attempts are limited per address and per
 * token, and a token is checked before the new password is hashed, so guessing costs no argon2 work.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string },
  { ip, now }: { ip: string; now: Date },
): Promise<SessionGrant> {
  const { token, newPassword } = parseInput(resetPasswordSchema, input);
  const tokenHash = hashToken(token);
  await hitRateLimit(db, RATE_LIMITS.resetPerIp, ip, now);
  await hitRateLimit(db, RATE_LIMITS.resetPerToken, tokenHash, now);
  const [known] = await liveLink(db, tokenHash, now);
  if (!known) throw invalidField('token', LINK_INVALID);
  if (isCommonPassword(newPassword)) throw invalidField('newPassword', TOO_COMMON);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [link] = await liveLink(tx, tokenHash, now).for('update');
    if (!link) throw invalidField('token', LINK_INVALID);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    const [member] = await tx
      .update(users)
      .set({ passwordHash, isLegacyFacebook: false, updatedAt: now })
      .where(eq(users.id, link.userId))
      .returning({ username: users.username, email: users.email });
    await tx
      .delete(rateLimitBuckets)
      .where(
        inArray(rateLimitBuckets.key, [
          bucketKey(RATE_LIMITS.loginPerAccount, link.userId),
          ...(member
            ? [
                bucketKey(RATE_LIMITS.loginPerAccount, `name:${member.username.toLowerCase()}`),
                bucketKey(RATE_LIMITS.loginPerAccount, `name:${member.email.toLowerCase()}`),
              ]
            : []),
        ]),
      );
    await revokeAllSessions(tx, link.userId, now);
    return createSession(tx, link.userId, now);
  });
}
