import { resetPasswordSchema } from '@earmark/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../../../context.ts';
import type { Db } from '../../../db/open-db.ts';
import { passwordResetTokens, users } from '../../../db/schema/index.ts';
import { invalidField, parseInput } from '../input.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { createSession, revokeAllSessions, type SessionGrant } from '../tokens.ts';
import { TOO_COMMON } from './sign-up.ts';

const LINK_INVALID = 'is invalid, already used or expired; please ask for a new one';

/**
 * Sets a new password from a reset link: the link is used up (with every other open link of the
 * member), every session of the member ends, and a fresh session is answered.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string },
  now: Date,
): Promise<SessionGrant> {
  const { token, newPassword } = parseInput(resetPasswordSchema, input);
  if (isCommonPassword(newPassword)) throw invalidField('newPassword', TOO_COMMON);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .for('update');
    if (!link) throw invalidField('token', LINK_INVALID);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, link.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, isLegacyFacebook: false, updatedAt: now })
      .where(eq(users.id, link.userId));
    await revokeAllSessions(tx, link.userId, now);
    return createSession(tx, link.userId, now);
  });
}
