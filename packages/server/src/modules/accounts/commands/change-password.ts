import { changePasswordSchema } from '@earmark/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { passwordResetTokens, sessions, users } from '../../../db/schema/index.ts';
import { requireCurrentPassword } from '../current-password.ts';
import { invalidField, parseInput } from '../input.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { TOO_COMMON } from './sign-up.ts';

/**
 * Settings, Account tab: a new password given the current one. Every other session of the member
 * ends (a device signed in by someone else is shut out) and open reset links are used up; the
 * session that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  viewer: { id: number; sessionId: number },
  input: { currentPassword: string; newPassword: string },
  deps: { ip: string; now: Date },
): Promise<void> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  await requireCurrentPassword(db, viewer.id, currentPassword, deps);
  if (isCommonPassword(newPassword)) throw invalidField('newPassword', TOO_COMMON);
  if (newPassword === currentPassword) throw invalidField('newPassword', 'must differ from the current one');
  const passwordHash = await hashPassword(newPassword);
  const { now } = deps;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, isLegacyFacebook: false, updatedAt: now })
      .where(eq(users.id, viewer.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(eq(sessions.userId, viewer.id), ne(sessions.id, viewer.sessionId), isNull(sessions.revokedAt)),
      );
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, viewer.id), isNull(passwordResetTokens.usedAt)));
  });
}
