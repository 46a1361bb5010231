import { loginSchema } from '@earmark/shared';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { parseInput } from '../input.ts';
import { verifyPassword } from '../passwords.ts';
import { hitRateLimit, RATE_LIMITS, refundRateLimit } from '../rate-limit.ts';
import { createSession, type SessionGrant } from '../tokens.ts';

/** One message whether the name or the password was wrong, so neither can be probed. */
export function invalidCredentials(): AppError {
  return new AppError('INVALID_CREDENTIALS', 'The username, email or password is incorrect.');
}

/** The member a login name (username or email, ignoring case) belongs to; never the placeholder. */
async function findByLoginName(db: Db, name: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = lower(${name}) or lower(${users.email}) = lower(${name}))`,
        sql`not ${users.isPlaceholder}`,
      ),
    )
    .limit(1);
  return user;
}

/**
 * Opens a session for a username or email and password. Every attempt counts against the
 * per-IP and per-account limits; a successful one is taken back, so only failures add up.
 */
export async function logIn(
  db: Db,
  input: { usernameOrEmail: string; password: string },
  { ip, now }: { ip: string; now: Date },
): Promise<SessionGrant> {
  const { usernameOrEmail, password } = parseInput(loginSchema, input);
  await hitRateLimit(db, RATE_LIMITS.loginPerIp, ip, now);
  const user = await findByLoginName(db, usernameOrEmail);
  const account = user ? user.id : `name:${usernameOrEmail.toLowerCase()}`;
  await hitRateLimit(db, RATE_LIMITS.loginPerAccount, account, now);
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !matches) throw invalidCredentials();
  await refundRateLimit(db, RATE_LIMITS.loginPerIp, ip);
  await refundRateLimit(db, RATE_LIMITS.loginPerAccount, account);
  return createSession(db, user.id, now);
}
