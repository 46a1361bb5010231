import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { users } from '../../db/schema/index.ts';
import { invalidField } from './input.ts';
import { verifyPassword } from './passwords.ts';
import { hitRateLimit, RATE_LIMITS, refundRateLimit } from './rate-limit.ts';

/**
 * Proves the signed-in member knows their password before a change to the account's keys. Counted
 * like a login (per address and per account, the same buckets), so a stolen session cannot guess
 * the password faster than the login form can; a right password takes the attempt back.
 */
export async function requireCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  { ip, now }: { ip: string; now: Date },
): Promise<{ username: string; email: string }> {
  await hitRateLimit(db, RATE_LIMITS.loginPerIp, ip, now);
  await hitRateLimit(db, RATE_LIMITS.loginPerAccount, userId, now);
  const [member] = await db
    .select({ username: users.username, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || !(await verifyPassword(member.passwordHash, password))) {
    throw invalidField('currentPassword', 'is incorrect');
  }
  await refundRateLimit(db, RATE_LIMITS.loginPerIp, ip);
  await refundRateLimit(db, RATE_LIMITS.loginPerAccount, userId);
  return { username: member.username, email: member.email };
}
